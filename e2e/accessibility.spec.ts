import { paths } from '../src/app/paths';
import { expectNoAxeViolations } from './support/axe';
import { expect, gotoHydrated, NOT_FOUND_RESPONSE_LOG, test, viewports } from './support/fixtures';
import { pagePaths, UNKNOWN_PATH } from './support/pages';

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`axe at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const path of [...pagePaths, UNKNOWN_PATH]) {
      test(`${path} has no violations`, async ({ page, consoleGuard }) => {
        if (path === UNKNOWN_PATH) consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page);
      });
    }

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
