import { paths } from '../src/app/paths';
import { ensureScrollRoom, expect, gotoHydrated, test } from './support/fixtures';

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
