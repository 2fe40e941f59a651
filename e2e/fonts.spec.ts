import type { Page } from '@playwright/test';
import { localeCodes, localizedPath } from '../src/i18n/locales';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';
import { fontSwapLayoutShift } from './support/layout';
import { pagePaths } from './support/pages';

/**
 * Text is laid out in metric-matched fallback faces until the web fonts arrive (src/index.css).
 * However late they come, the swap may nudge text by a pixel or two but must not move the page:
 * the shift stays under a twentieth of the 0.1 that Core Web Vitals still call good. (Measured
 * here: at most 0.0013, on /contact; with the fallback scaled for lowercase it was up to 0.035.)
 */
const MAX_FONT_SWAP_SHIFT = 0.005;

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewportName} size, when the web fonts arrive late`, () => {
    test.use({ viewport });

    for (const path of pagePaths) {
      test(`${path} keeps its text in place`, async ({ page }) => {
        expect(await fontSwapLayoutShift(page, path)).toBeLessThan(MAX_FONT_SWAP_SHIFT);
      });
    }
  });
}

/** The font file of every face the page has loaded so far, and of every face it preloads. */
async function fontFiles(page: Page): Promise<{ drawn: string[]; preloaded: string[] }> {
  return page.evaluate(async () => {
    // Lay the page out first: after a resize, the faces the new width draws are asked for only
    // when it is laid out, and until then `ready` would not wait for them.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    const fileOf = new Map<string, string>();
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const file = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
        const family = rule.style.getPropertyValue('font-family').replace(/"/g, '');
        if (file)
          fileOf.set(`${family} ${rule.style.getPropertyValue('font-weight')}`, new URL(file, location.href).pathname);
      }
    }
    const drawn = [...document.fonts]
      .filter((face) => face.status !== 'unloaded')
      .flatMap((face) => fileOf.get(`${face.family.replace(/"/g, '')} ${face.weight}`) ?? []);
    const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.href).pathname,
    );
    return { drawn: [...new Set(drawn)].sort(), preloaded: preloaded.sort() };
  });
}

/**
 * Each page preloads the faces its prerendered markup draws, worked out by the build
 * (scripts/lib/page-faces.ts). Chromium says what it really drew, at a phone's width and then a
 * desktop's: a face drawn and not preloaded would be asked for a round trip late, once the
 * stylesheet applies (on the Arabic pages, FCP 0.76 → 0.93 s in Lighthouse's mobile model); a
 * face preloaded and never drawn takes the first connections from the others. The page is opened
 * twice and measured the second time: the fonts then come from the cache, so an Arabic face
 * (`font-display: optional`) is never late for the first layout on a busy machine, which would
 * hand its spaces to Inter bold and say nothing about the markup.
 */
test.describe('font preloads', () => {
  test.use({ viewport: viewports.phone });

  for (const locale of localeCodes) {
    for (const path of pagePaths) {
      const url = localizedPath(locale, path);
      test(`${url} preloads exactly the faces it draws`, async ({ page }) => {
        await gotoHydrated(page, url);
        await page.evaluate(() => document.fonts.ready);
        await page.reload();
        await page.locator('html[data-hydrated="true"]').waitFor();
        const onPhone = await fontFiles(page);
        expect(onPhone.preloaded.length, 'fonts preloaded').toBeGreaterThan(0);
        expect(
          onPhone.drawn.filter((file) => !onPhone.preloaded.includes(file)),
          'drawn, not preloaded',
        ).toEqual([]);
        await page.setViewportSize(viewports.desktop);
        const onDesktop = await fontFiles(page);
        expect(
          onDesktop.drawn.filter((file) => !onPhone.preloaded.includes(file)),
          'drawn, not preloaded',
        ).toEqual([]);
        expect(
          onPhone.preloaded.filter((file) => !onDesktop.drawn.includes(file)),
          'preloaded, never drawn',
        ).toEqual([]);
      });
    }
  }
});
