/** Axe on every page of the French and Arabic sites, at phone and desktop size (English: accessibility.spec.ts). */
import { localizedPath } from '../src/i18n/locales';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, test, viewports } from './support/fixtures';
import { pagePaths, UNKNOWN_PATH } from './support/pages';

for (const code of ['fr', 'ar'] as const) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test.describe(`${code}: axe at ${viewportName} size`, () => {
      test.use({ viewport });

      for (const path of [...pagePaths, UNKNOWN_PATH]) {
        const url = localizedPath(code, path);
        test(`${url} has no violations`, async ({ page }) => {
          await gotoHydrated(page, url);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}
