import { paths } from '../src/content/paths';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';
import { countInFirstRow, layoutShiftAfterScrollingThrough } from './support/layout';

test.describe('about and pricing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the about page’s story is in the HTML', async ({ page }) => {
    await page.goto(paths.about);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('heading', { level: 2, name: 'We Will Give You Strength and Health' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', paths.contact);
    const illustration = page.getByRole('img', { name: /members training/ });
    await expect(illustration).toHaveAttribute('width', /^\d+$/);
    await expect(illustration).toHaveAttribute('height', /^\d+$/);
    const history = page.getByRole('region', { name: 'Our History' });
    await expect(history.getByRole('heading', { level: 2 })).toHaveText('Our History');
    await expect(history.getByRole('article')).toHaveCount(4);
    await expect(history).toContainText('old fisherman’s warehouse by the port');
  });

  test('the pricing page’s three plans are in the HTML', async ({ page }) => {
    await page.goto(paths.pricing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    const plans = page.getByRole('article');
    await expect(plans).toHaveCount(3);
    await expect(plans.getByRole('heading')).toHaveText(['Basic', 'Standard', 'Premium']);
    for (const [index, price] of ['39', '65', '100'].entries()) {
      await expect(plans.nth(index)).toContainText(`${price}DT`);
    }
  });
});

test('the contact us button leads to the contact page', async ({ page }) => {
  await gotoHydrated(page, paths.about);
  await page.getByRole('link', { name: 'contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

for (const [viewportName, viewport, perRow] of [
  ['desktop', viewports.desktop, 2],
  ['phone', viewports.phone, 1],
] as const) {
  test.describe(`about at ${viewportName} size`, () => {
    test.use({ viewport });

    test(`lays the history out ${perRow} panel(s) to a row, and nothing shifts while images load`, async ({ page }) => {
      await gotoHydrated(page, paths.about);
      const panels = page.getByRole('region', { name: 'Our History' }).getByRole('article');
      expect(await countInFirstRow(panels)).toBe(perRow);
      expect(await layoutShiftAfterScrollingThrough(page)).toBe(0);
    });
  });
}

test('the pricing page’s purchase buttons go to the contact page', async ({ page }) => {
  await gotoHydrated(page, paths.pricing);
  await page.getByRole('link', { name: /^purchase now: Standard/ }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
