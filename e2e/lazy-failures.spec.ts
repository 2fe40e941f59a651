/**
 * A part of the page whose code fails to download (a visitor offline, a tab left open across
 * a deploy) shows its own small message with a Retry button; the rest of the page keeps
 * working, nothing is thrown, and once the download goes through the part appears. Each lazily
 * loaded chunk is refused in turn, then let through. An optional part (the change lines, the
 * footer's opening line, the language offer, the live Book control) is simply absent: the page
 * stays as prerendered. The desk's sections say so to staff, with Try again.
 */
import type { Page } from '@playwright/test';
import { deskInbox } from '../src/content/desk-inbox';
import { languageOffers } from '../src/content/language-offers';
import { loadFailures } from '../src/content/load-failures';
import { paths } from '../src/content/paths';
import { expectNoAxeViolations } from './support/axe';
import { chunkFileOf } from './support/chunks';
import { expect, gotoHydrated, test, type ViewportName, viewports } from './support/fixtures';
import { signIn } from './support/sign-in';
import { createStaffAccount } from './support/staff-script';
import {
  fridayKarate,
  nextSessionDate,
  removeTimetableChange,
  seedTimetableChange,
  spelledGymDate,
} from './support/timetable-changes';

/** What Chromium logs for a refused request: expected here, and nothing else. */
const REFUSED_REQUEST_LOG = /^Failed to load resource: net::ERR_FAILED$/;

/** Refuses every download of the chunk whose file name starts with `chunkName` until `restore()`. */
async function refuseChunk(page: Page, chunkName: string) {
  const pattern = new RegExp(`/assets/${chunkName}-[\\w-]+\\.js(\\?|$)`);
  let refused = 0;
  await page.route(pattern, (route) => {
    refused += 1;
    return route.abort();
  });
  return {
    refusedCount: () => refused,
    restore: () => page.unroute(pattern),
  };
}

/** Follows a main navigation link as a visitor at this width would (through the menu on phones). */
async function followNavLink(page: Page, viewport: ViewportName, name: string) {
  if (viewport === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  }
}

/**
 * Clicking the message puts Tab's starting point there, or at the start of <main> (which takes
 * focus on a click); on the home page the hero's and the BMI calculator's controls come first.
 */
const MAX_TABS_TO_RETRY = 30;

/**
 * Clicks the message, tabs to Retry and presses Enter: it must be reachable by keyboard and
 * show where focus is.
 */
async function retryWithKeyboard(page: Page, region: ReturnType<Page['getByRole']>) {
  const retry = region.getByRole('button', { name: loadFailures.retry });
  await region.locator('p').click();
  const isRetryFocused = () => retry.evaluate((button) => button === document.activeElement);
  for (let presses = 0; presses < MAX_TABS_TO_RETRY && !(await isRetryFocused()); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(retry).toBeFocused();
  await expect(retry).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
}

/**
 * Scrolls a little, as a visitor reading the message below the banner would. Over the banner
 * the transparent navbar's current-page link is measured by axe against a white backdrop it
 * never sits on; the solid bar is what is checked here.
 */
async function scrollPastNavbarThreshold(page: Page) {
  await page.evaluate(() => window.scrollBy(0, 100));
  await page.locator('header[data-appearance="solid"]').waitFor();
}

for (const viewport of ['phone', 'desktop'] as const) {
  test.describe(`at ${viewport} size`, () => {
    test.use({ viewport: viewports[viewport] });

    test.beforeEach(({ consoleGuard }) => {
      consoleGuard.allow(REFUSED_REQUEST_LOG);
    });

    test('the home page keeps its lower sections readable and offers a retry for their controls', async ({ page }) => {
      await gotoHydrated(page, paths.home);
      const chunk = await refuseChunk(page, 'later-sections');
      await page.evaluate(() => document.getElementById('later-sections')?.scrollIntoView());

      const failure = page.getByRole('main').getByRole('alert');
      await expect(failure).toHaveText(new RegExp(loadFailures.homeLaterSections));
      // Nothing was replaced: the top of the page and the prerendered sections are still there.
      await expect(page.getByRole('heading', { level: 1, name: 'make your body fit & perfect' })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: 'Featured Classes' })).toBeVisible();
      await expect(page.locator('html[data-home-sections-hydrated="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await chunk.restore();
      await retryWithKeyboard(page, failure);
      await page.locator('html[data-home-sections-hydrated="true"]').waitFor();
      await expect(failure).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'Need a Fitness Trainer?' })).toBeVisible();
    });

    test('a page whose code did not load says so in the frame, and Retry shows it', async ({ page }) => {
      // Refused from the start: the page would otherwise fetch it ahead of the click (link-prefetch.ts).
      const chunk = await refuseChunk(page, 'about-page');
      await gotoHydrated(page, paths.home);
      await followNavLink(page, viewport, 'About');

      await expect(page.getByRole('heading', { level: 1, name: loadFailures.page.title })).toBeVisible();
      const failure = page.getByRole('main').getByRole('alert');
      await expect(failure).toContainText(loadFailures.page.text);
      await expect(page).toHaveURL(paths.about);
      await scrollPastNavbarThreshold(page);
      await expectNoAxeViolations(page);

      await chunk.restore();
      await retryWithKeyboard(page, failure);
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(failure).toBeHidden();
    });

    test('a page whose code did not load comes back by following its link again', async ({ page }) => {
      const chunk = await refuseChunk(page, 'about-page');
      await gotoHydrated(page, paths.home);
      await followNavLink(page, viewport, 'About');
      await expect(page.getByRole('heading', { level: 1, name: loadFailures.page.title })).toBeVisible();

      // The rest of the site still works meanwhile.
      await followNavLink(page, viewport, 'Pricing');
      await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();

      await chunk.restore();
      await followNavLink(page, viewport, 'About');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    });
  });
}

/**
 * Refuses every download of the chunk that holds `module` until `restore()`, and resolves
 * `refused` at the first refusal.
 */
async function refuseModuleChunk(page: Page, module: string) {
  const file = chunkFileOf(module);
  const isPart = (url: URL) => url.pathname === `/${file}`;
  await page.route(isPart, (route) => route.abort());
  return {
    refused: page.waitForEvent('requestfailed', (request) => isPart(new URL(request.url()))),
    restore: () => page.unroute(isPart),
  };
}

/**
 * The alerts that say something: an empty live region (the saved classes' notices wait in one on
 * the timetable and the classes) tells a visitor nothing.
 */
const alertsSaying = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** Two frames: whatever a refused part would render (an error page) has been drawn by then. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('an optional part that cannot be fetched is simply absent', () => {
  test.beforeEach(({ consoleGuard }) => {
    consoleGuard.allow(REFUSED_REQUEST_LOG);
  });

  test.describe('the change lines', () => {
    let seededId = '';
    test.beforeEach(async () => {
      const info = test.info();
      seededId = `e2e-optional-${info.testId}-${info.repeatEachIndex}-${info.workerIndex}`;
      await seedTimetableChange(seededId, {
        kind: 'cancelled',
        slotId: fridayKarate.id,
        date: nextSessionDate(fridayKarate.id),
      });
    });
    test.afterEach(async () => {
      await removeTimetableChange(seededId);
    });

    const cancelled = () => `Cancelled on ${spelledGymDate(nextSessionDate(fridayKarate.id), 'en-GB')}`;

    test('/schedule/friday stays as prerendered, and the lines come with the next page', async ({ page }) => {
      const part = await refuseModuleChunk(page, 'src/pages/schedule/row-change-lines.tsx');
      await gotoHydrated(page, paths.scheduleDay('friday'));
      const table = page.getByRole('table', { name: 'Friday classes' });
      const before = await table.innerHTML();
      await part.refused;
      await twoFrames(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Schedule by Day' })).toBeVisible();
      expect(await table.innerHTML()).toBe(before);
      await expect(alertsSaying(page)).toHaveCount(0);
      await expect(page.getByText(/error|failed/i)).toHaveCount(0);

      await part.restore();
      const days = page.getByRole('navigation', { name: 'Days of the week' });
      await days.getByRole('link', { name: /^Thursday/ }).click();
      await expect(page.getByRole('table', { name: 'Thursday classes' })).toBeVisible();
      await days.getByRole('link', { name: /^Friday/ }).click();
      await expect(table.getByText(cancelled())).toBeVisible();
    });

    test('/classes stays as prerendered, and the lines come when the page is shown again', async ({ page }) => {
      const part = await refuseModuleChunk(page, 'src/pages/classes/card-change-lines.tsx');
      await gotoHydrated(page, paths.classes);
      const karate = page.getByRole('article', { name: 'Karate' });
      const before = await karate.innerHTML();
      await part.refused;
      await twoFrames(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
      expect(await karate.innerHTML()).toBe(before);
      await expect(alertsSaying(page)).toHaveCount(0);

      await part.restore();
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await page.goBack();
      await expect(karate.getByText(cancelled())).toBeVisible();
    });
  });

  test('the live Book control: the button goes, its room and the row stay, and the next day’s page brings it', async ({
    page,
  }) => {
    const part = await refuseModuleChunk(page, 'src/bookings/live-book-class.tsx');
    await gotoHydrated(page, paths.scheduleDay('friday'));
    const table = page.getByRole('table', { name: 'Friday classes' });
    const book = table.getByRole('button', { name: /^Book Karate, Friday / });
    const tableHeight = (await table.boundingBox())?.height;
    // A visitor points at Book: the live controls are wanted, and their code is refused.
    await book.hover();
    await part.refused;
    await twoFrames(page);
    await expect(table.getByRole('button', { name: /^Book / })).toHaveCount(0);
    expect((await table.boundingBox())?.height).toBe(tableHeight);
    await expect(table.getByRole('rowheader', { name: 'Karate' })).toBeVisible();
    await expect(alertsSaying(page)).toHaveCount(0);

    await part.restore();
    const days = page.getByRole('navigation', { name: 'Days of the week' });
    await days.getByRole('link', { name: /^Thursday/ }).click();
    const thursday = page.getByRole('table', { name: 'Thursday classes' });
    await thursday
      .getByRole('button', { name: /^Book / })
      .first()
      .hover();
    // The live control names the date it books ("Book Yoga, Thursday 3 December, 6:00pm").
    await expect(thursday.getByRole('button', { name: /^Book .+, Thursday \d+ \p{L}+, /u }).first()).toBeVisible();
  });

  test("the footer's opening line: the weekly hours stay, and the site works on", async ({ page }) => {
    const part = await refuseModuleChunk(page, 'src/live-timetable/live-opening-hours.tsx');
    await gotoHydrated(page, paths.about);
    await part.refused;
    await twoFrames(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Working Hours' })).toBeVisible();
    await expect(footer.getByRole('term').first()).toBeVisible();
    await expect(page.getByTestId('opening-state')).toHaveCount(0);
    await expect(alertsSaying(page)).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test.describe('the language offer', () => {
    test.use({ locale: 'fr-FR' });

    test('is not made, and the English page stays as it is', async ({ page }) => {
      const part = await refuseModuleChunk(page, 'src/components/layout/language-offer-note.tsx');
      await gotoHydrated(page, paths.about);
      await part.refused;
      await twoFrames(page);
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('complementary', { name: languageOffers.fr.text })).toHaveCount(0);
      await expect(alertsSaying(page)).toHaveCount(0);
    });
  });

  test('a desk section says so, the rest of the desk works, and Try again brings it', async ({ page }) => {
    test.setTimeout(90_000);
    const account = await createStaffAccount('optional-part');
    await signIn(page, account.email, account.password);
    const part = await refuseModuleChunk(page, 'src/pages/desk/desk-inbox.tsx');
    await gotoHydrated(page, paths.desk);
    const failure = page.getByRole('alert').filter({ hasText: deskInbox.failures.network });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Timetable changes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: deskInbox.heading })).toHaveCount(0);

    await part.restore();
    await failure.locator('..').getByRole('button', { name: deskInbox.retry }).click();
    await expect(page.getByRole('heading', { name: deskInbox.heading })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
