/**
 * Arabic text that must not collide or break: the home hero's headline, whose marks and dots
 * reached into the next line in Noto Kufi Arabic at the Latin headline's tight leading, and the
 * timetable's time ranges, which broke after the dash on phones. English and French headlines
 * keep their leading (the fix is in the Arabic stylesheet only).
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { localizedPath } from '../src/i18n/locales';
import { weekdays } from '../src/lib/weekdays';
import { expect, gotoHydrated, test } from './support/fixtures';
import { inkLinesOf } from './support/layout';

/**
 * Opens a path twice and stays on the second view: the Arabic faces are `optional`, so the first
 * view may draw the fallback; the second draws the web faces from the cache, as most visits do.
 */
async function openWithWebFaces(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.evaluate(() => document.fonts.ready);
  await gotoHydrated(page, path);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('900 48px "Noto Kufi Arabic"', 'ع'))).toBe(true);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the Arabic hero headline’s lines keep their ink apart', async ({ page }) => {
      await openWithWebFaces(page, localizedPath('ar', paths.home));
      const lines = await inkLinesOf(page.locator('#home-hero-title'));
      // A headline on one line would prove nothing: at both widths it wraps.
      expect(lines.length).toBeGreaterThan(1);
      const overlaps = lines.slice(1).flatMap((line, index) => {
        const above = lines[index];
        if (!above || above.inkBottom <= line.inkTop) return [];
        return [`"${above.text}" reaches ${(above.inkBottom - line.inkTop).toFixed(1)} px into "${line.text}"`];
      });
      expect(overlaps).toEqual([]);
    });
  });
}

test.describe('at 1024 px, where the hero is a 16:9 box', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the Arabic hero holds its taller headline, below the navbar', async ({ page }) => {
    await openWithWebFaces(page, localizedPath('ar', paths.home));
    const hero = await page.locator('#home').boundingBox();
    const navbar = await page.locator('header').boundingBox();
    const action = await page.locator('#home').getByRole('link').first().boundingBox();
    const tag = await page.locator('#home p').first().boundingBox();
    if (!hero || !navbar || !action || !tag) throw new Error('the hero is not laid out');
    expect(tag.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
    expect(action.y + action.height).toBeLessThanOrEqual(hero.y + hero.height);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const code of ['ar'] as const) {
    for (const day of weekdays) {
      test(`${code}: ${day}'s time ranges stay on one line, and the page does not scroll sideways`, async ({
        page,
      }) => {
        await gotoHydrated(page, localizedPath(code, paths.scheduleDay(day)));
        const cells = page.locator('table tbody td:nth-child(2)');
        await expect(cells.first()).toHaveText(/^\d\d:\d\d–\d\d:\d\d$/);
        const linesPerRange = await cells.evaluateAll((tds) =>
          tds.map((td) => {
            const range = document.createRange();
            range.selectNodeContents(td);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
        );
        expect(
          linesPerRange.every((count) => count === 1),
          `lines per range: ${linesPerRange}`,
        ).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      });
    }
  }

  test('ar: each time range reads from its start, on the right, to its end', async ({ page }) => {
    await gotoHydrated(page, localizedPath('ar', paths.scheduleDay('monday')));
    const cell = page.locator('table tbody td:nth-child(2)').first();
    const [start, end] = await cell.evaluate((td) => {
      const text = td.textContent ?? '';
      const at = (from: number, to: number) => {
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        const node = walker.nextNode();
        if (!node) throw new Error('no text');
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range.getBoundingClientRect().x;
      };
      const dash = text.indexOf('–');
      return [at(0, dash), at(dash + 1, text.length)];
    });
    // Right to left: the start time is read first, so it stands to the right of the end time.
    expect(start).toBeGreaterThan(end ?? Number.POSITIVE_INFINITY);
  });
});
