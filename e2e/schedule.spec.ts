import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { type Weekday, weekdayLabel, weekdays } from '../src/lib/weekdays';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';

// The class names of SPEC §2's timetable, day by day (times and trainers: schedule-page.test.tsx).
const classesByDay: Record<Weekday, string[]> = {
  monday: ['Fitness', 'Body Building', 'Running', 'Cycling'],
  tuesday: ['Boxing', 'Yoga', 'Crossfit'],
  wednesday: ['Cycling', 'Body Building', 'Fitness', 'Running'],
  thursday: ['Fitness', 'Body Building', 'Running'],
  friday: ['Crossfit', 'Karate', 'Meditation', 'Workout'],
  saturday: ['Power Lifting', 'Boxing', 'Yoga'],
  sunday: ['Fitness', 'Body Building', 'Running', 'Cycling'],
};

const RED = 'rgb(217, 26, 42)';

const pills = (page: Page) => page.getByRole('navigation', { name: 'Days of the week' });
const todayMark = (page: Page) => pills(page).locator('[data-today-mark]');

function todayInTunis(): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Africa/Tunis' })
    .format(new Date())
    .toLowerCase();
  return weekdays.find((day) => day === name) ?? 'monday';
}

test.describe('schedule without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const day of weekdays) {
    test(`${day}: the pills and the day's table are in the HTML, with no Today mark`, async ({ page }) => {
      await page.goto(paths.scheduleDay(day));
      await expect(pills(page).getByRole('link')).toHaveCount(7);
      await expect(pills(page).getByRole('link', { name: weekdayLabel(day) })).toHaveAttribute('aria-current', 'page');
      const table = page.getByRole('table', { name: `${weekdayLabel(day)} classes` });
      await expect(table.getByRole('rowheader')).toHaveText(classesByDay[day]);
      await expect(table.getByRole('link', { name: /^Join Now/ })).toHaveCount(classesByDay[day].length);
      await expect(todayMark(page)).toHaveCount(0);
    });
  }
});

for (const day of weekdays) {
  test(`${day}: its pill is highlighted and current, and the table lists its classes`, async ({ page }) => {
    await gotoHydrated(page, paths.scheduleDay(day));
    const current = pills(page).getByRole('link', { name: new RegExp(`^${weekdayLabel(day)}`) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveCSS('background-color', RED);
    await expect(pills(page).locator('[aria-current="page"]')).toHaveCount(1);
    for (const other of weekdays.filter((candidate) => candidate !== day)) {
      await expect(pills(page).getByRole('link', { name: new RegExp(`^${weekdayLabel(other)}`) })).not.toHaveCSS(
        'background-color',
        RED,
      );
    }
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(classesByDay[day]);
  });
}

test('once running, today’s weekday in Tunis carries the Today mark', async ({ page }) => {
  const today = todayInTunis();
  const other = weekdays.find((day) => day !== today) ?? 'monday';
  await gotoHydrated(page, paths.scheduleDay(other));
  await expect(todayMark(page)).toHaveCount(1);
  await expect(todayMark(page)).toBeVisible();
  // Its name holds the visible words, day then "Today", with the spoken pause between them
  // (Chromium spaces around the visually hidden comma: "Sunday , Today").
  const name = new RegExp(`^${weekdayLabel(today)}\\s*,\\s*Today$`);
  await expect(pills(page).getByRole('link', { name })).toBeVisible();
});

test('switching day keeps the page where it was', async ({ page }) => {
  await gotoHydrated(page, paths.scheduleDay('monday'));
  await pills(page).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await pills(page)
    .getByRole('link', { name: /^Friday/ })
    .click();
  await expect(page).toHaveURL(/\/schedule\/friday$/);
  await expect(page.getByRole('table', { name: 'Friday classes' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`Join Now at ${viewportName} size`, () => {
    test.use({ viewport });

    test('opens the contact page with the class chosen, at its top', async ({ page }) => {
      await gotoHydrated(page, paths.scheduleDay('monday'));
      const join = page.getByRole('link', { name: 'Join Now: Body Building' });
      // The whole table fits the screen: scrolled to, the button shows whole, not cut off at the side.
      await join.scrollIntoViewIfNeeded();
      await expect(join).toBeInViewport({ ratio: 1 });
      await join.click();
      await expect(page).toHaveURL(/\/contact\?class=Body\+Building$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test('Join Now on a weekend day chooses that day’s class', async ({ page }) => {
  await gotoHydrated(page, paths.scheduleDay('saturday'));
  await page.getByRole('link', { name: 'Join Now: Power Lifting' }).click();
  await expect(page).toHaveURL(/\/contact\?class=Power\+Lifting$/);
});

test.describe('schedule on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the table fits the screen without scrolling sideways', async ({ page }) => {
    await gotoHydrated(page, paths.scheduleDay('wednesday'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const link of await page.getByRole('link', { name: /^Join Now/ }).all()) {
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
  });
});
