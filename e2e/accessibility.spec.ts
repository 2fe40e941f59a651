import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { expect, gotoHydrated, NOT_FOUND_RESPONSE_LOG, test, viewports } from './support/fixtures';
import { pagePaths, UNKNOWN_PATH } from './support/pages';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

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
