import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { REFUSED_SCRIPT_LOG } from './support/app-start';
import { ensureScrollRoom, expect, gotoHydrated, test, viewports } from './support/fixtures';

test('a newly opened page starts at its top, and Back returns to where the visitor was', async ({ page }) => {
  await gotoHydrated(page, paths.about);
  await ensureScrollRoom(page, 1500);
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Fitness Classes' });
  await footerLink.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(100);

  await footerLink.click();
  await expect(page).toHaveURL(/\/classes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classes');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);

  await page.goForward();
  await expect(page).toHaveURL(/\/classes$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

async function scrollDeep(page: Page) {
  await ensureScrollRoom(page, 2500);
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`fresh page loads at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const [from, to] of [
      [paths.blog, paths.pricing],
      [paths.classes, paths.about],
      [paths.home, paths.contact],
    ] as const) {
      test(`${to} opened from the address bar after scrolling ${from} starts at its top`, async ({ page }) => {
        await gotoHydrated(page, from);
        await scrollDeep(page);
        await gotoHydrated(page, to);
        expect(await scrollY(page)).toBe(0);
      });
    }

    test('a page opened at a #hash starts at that section', async ({ page }) => {
      await gotoHydrated(page, paths.blog);
      await scrollDeep(page);
      await gotoHydrated(page, `${paths.home}#bmi`);
      const section = page.locator('#bmi');
      // Once the page has gone there, the section's top is in the upper half of the window (a
      // fraction of a pixel above it counts: the scroll lands on whole pixels).
      await expect
        .poll(async () => {
          const top = (await section.boundingBox())?.y ?? Number.NaN;
          return top > -1 && top < viewport.height / 2;
        })
        .toBe(true);
    });

    test('a link followed before the app started opens the next page at its top', async ({ page, consoleGuard }) => {
      consoleGuard.allow(REFUSED_SCRIPT_LOG);
      await gotoHydrated(page, paths.blog);
      await scrollDeep(page);
      // The home page stays plain HTML: its scripts never arrive.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(paths.home);
      const join = page.getByRole('link', { name: 'Join With Us' }).first();
      await join.scrollIntoViewIfNeeded();
      await page.unroute('**/assets/*.js');
      await join.click();
      await page.waitForURL(`**${paths.contact}`);
      await page.locator('html[data-hydrated="true"]').waitFor();
      expect(await scrollY(page)).toBe(0);
    });

    test('reload keeps the place, and Back to a page opened from the address bar restores it', async ({ page }) => {
      await gotoHydrated(page, paths.about);
      await scrollDeep(page);
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor();
      await expect.poll(() => scrollY(page)).toBe(2000);

      await gotoHydrated(page, paths.pricing);
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      await expect.poll(() => scrollY(page)).toBe(2000);
    });
  });
}
