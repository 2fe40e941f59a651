import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { type Weekday, weekdays } from '../src/lib/weekdays';
import { REFUSED_SCRIPT_LOG, refuseAppScripts } from './support/app-start';
import { expectNoAxeViolations } from './support/axe';
import { expect, gotoHydrated, NOT_FOUND_RESPONSE_LOG, test, viewports } from './support/fixtures';
import { pagePaths, UNKNOWN_PATH } from './support/pages';

// Noon UTC on each day of next week: 13:00 in Tunis, so the gym's weekday (Africa/Tunis) is the
// same day whatever time zone the test machine is in. Ahead of the real time, not in a fixed past
// week: the pages ask for the timetable changes that end after the browser's clock, and the rules
// refuse a question about a time the server has already passed.
const MONDAY_NOON_UTC = (() => {
  const now = new Date();
  const daysToNextMonday = (8 - now.getUTCDay()) % 7 || 7;
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToNextMonday, 12);
})();
const DAY_MS = 24 * 60 * 60 * 1000;
const noonInTunisOn = (day: Weekday) => new Date(MONDAY_NOON_UTC + weekdays.indexOf(day) * DAY_MS);

/** Opens `path` with the browser's clock on `today`, so the page marks that weekday as today. */
async function gotoHydratedOn(page: Page, path: string, today: Weekday) {
  await page.clock.setFixedTime(noonInTunisOn(today));
  await gotoHydrated(page, path);
}

const scheduleDayPaths = new Set<string>(weekdays.map((day) => paths.scheduleDay(day)));
const otherPagePaths = pagePaths.filter((path) => !scheduleDayPaths.has(path));

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const path of [...otherPagePaths, UNKNOWN_PATH]) {
      test(`${path} has no violations`, async ({ page, consoleGuard }) => {
        if (path === UNKNOWN_PATH) consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page);
      });
    }

    // The Today mark shows only on the gym's current weekday: each day's page is checked with
    // the clock on that day (the mark on the highlighted pill) and on the next (on a plain one),
    // so every weekday's pill is checked in both of its Today states.
    weekdays.forEach((day, index) => {
      const nextDay = weekdays[(index + 1) % weekdays.length] ?? day;
      test(`${paths.scheduleDay(day)} has no violations, today being ${day} or ${nextDay}`, async ({ page }) => {
        for (const today of [day, nextDay]) {
          await gotoHydratedOn(page, paths.scheduleDay(day), today);
          await expect(page.locator('[data-today-mark]')).toHaveCount(1);
          await expectNoAxeViolations(page);
        }
      });
    });

    test('the open side panel has no violations', async ({ page }) => {
      await gotoHydrated(page, paths.home);
      await page.getByRole('button', { name: 'About us, gallery and contact details' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('axe with the menu open on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the open hamburger menu has no violations', async ({ page }) => {
    await gotoHydrated(page, paths.home);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the navbar over white content before the app starts', () => {
  test.use({ viewport: viewports.desktop });

  // A visitor scrolling before the app starts takes the bar over the page's white sections: it
  // turns solid with the scroll itself (a scroll-driven animation), and its links must read
  // there. (Where a browser lacks those animations the bar stays transparent until the app
  // starts; the current page's link brings its own dark ground for that case.) The app's
  // scripts are held off (axe itself needs JavaScript, so it cannot simply be turned off).
  for (const path of [paths.blog, paths.classes, paths.galleryPage(2)]) {
    test(`${path}: the bar turns solid and its links keep their contrast when scrolled early`, async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(REFUSED_SCRIPT_LOG);
      await refuseAppScripts(page);
      await page.goto(path);
      const breadcrumb = await page.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox();
      // Well past the banner's bottom: the bar now floats over the page's own sections.
      await page.evaluate((top) => window.scrollTo(0, top), (breadcrumb?.y ?? 0) + 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
      await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 11, 12)');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
