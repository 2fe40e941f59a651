import type { Page } from '@playwright/test';
import { localeCodes, locales, localizedPath } from '../src/i18n/locales';
import { expect, gotoHydrated, NOT_FOUND_RESPONSE_LOG, test } from './support/fixtures';
import { pagePaths, REVIEW_WIDTHS, UNKNOWN_PATH } from './support/pages';

const PHONE_MAX_WIDTH = 480;
const MIN_TAP_TARGET_PX = 44;

/** Interactive elements smaller than a fingertip, except links inside running text. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    const problems: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (control.closest('[aria-hidden="true"], [hidden], [inert]')) continue;
      const isInlineTextLink =
        control.tagName === 'A' &&
        style.display === 'inline' &&
        Array.from(control.parentElement?.childNodes ?? []).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      if (isInlineTextLink) continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        problems.push(
          `${control.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return problems;
  }, MIN_TAP_TARGET_PX);
}

for (const width of REVIEW_WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const code of localeCodes) {
      test(`no ${locales[code].nativeName} page scrolls sideways`, async ({ page, consoleGuard }) => {
        // One test walks every page: give it the time of several.
        test.slow();
        consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
        const overflowing: string[] = [];
        for (const path of [...pagePaths, UNKNOWN_PATH].map((routerPath) => localizedPath(code, routerPath))) {
          await gotoHydrated(page, path);
          // Measured in the web fonts the visitor ends up with, not in the fallback before them.
          await page.evaluate(() => document.fonts.ready);
          const widths = await page.evaluate(() => [
            document.documentElement.scrollWidth,
            document.documentElement.clientWidth,
          ]);
          if ((widths[0] ?? 0) > (widths[1] ?? 0)) overflowing.push(`${path}: ${widths[0]} > ${widths[1]}`);
        }
        expect(overflowing).toEqual([]);
      });
    }

    if (width <= PHONE_MAX_WIDTH) {
      test('every control is at least 44×44 px', async ({ page, consoleGuard }) => {
        test.slow();
        consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
        const problems: string[] = [];
        for (const path of [...pagePaths, UNKNOWN_PATH]) {
          await gotoHydrated(page, path);
          await page.evaluate(() => document.fonts.ready);
          for (const problem of await smallTapTargets(page)) problems.push(`${path}: ${problem}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
