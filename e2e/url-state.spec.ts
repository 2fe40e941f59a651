import { paths } from '../src/content/paths';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';

// Filters, search and the expanded class list live in the address, so Back, reload and a
// shared link all show the view the visitor had.

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`state in the address at ${viewportName} size`, () => {
    test.use({ viewport });

    test('a blog category survives leaving and coming Back, and reload', async ({ page }) => {
      await gotoHydrated(page, paths.blog);
      const status = page.getByRole('region', { name: 'Posts' }).getByRole('status');
      await page.getByRole('button', { name: 'Boxing (4)' }).click();
      await expect(status).toHaveText('4 posts in Boxing');
      await expect(page).toHaveURL(/\/blog\?category=Boxing$/);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Fitness Classes' }).click();
      await expect(page).toHaveURL(/\/classes$/);
      await page.goBack();
      await expect(status).toHaveText('4 posts in Boxing');
      await expect(page.getByRole('button', { name: 'Boxing (4)' })).toHaveAttribute('aria-pressed', 'true');

      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor();
      await expect(status).toHaveText('4 posts in Boxing');
    });

    test('a shared link with a search and a tag opens that view; typing adds no Back steps', async ({ page }) => {
      await gotoHydrated(page, `${paths.blog}?q=heat&tag=Cardio`);
      const status = page.getByRole('region', { name: 'Posts' }).getByRole('status');
      const search = page.getByRole('searchbox', { name: 'Search the blog' });
      await expect(search).toHaveValue('heat');
      await expect(status).toHaveText('1 post matches “heat” tagged Cardio');

      const historyLength = await page.evaluate(() => history.length);
      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await search.pressSequentially('yoga');
      await expect(page).toHaveURL(/\/blog\?q=yoga$/);
      await expect(status).toHaveText(/“yoga”/);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
    });

    test('an unknown category in a link is ignored: every post shows', async ({ page }) => {
      await gotoHydrated(page, `${paths.blog}?category=Nope`);
      await expect(page.getByRole('region', { name: 'Posts' }).getByRole('status')).toHaveText('Showing all 7 posts');
    });

    test('the expanded class list survives Back and reload, at the place the visitor left', async ({ page }) => {
      await gotoHydrated(page, paths.classes);
      await page.getByRole('button', { name: 'show more' }).click();
      const cards = page.getByRole('list', { name: 'Find Your Class' }).getByRole('listitem');
      await expect(cards).toHaveCount(12);
      await expect(page).toHaveURL(/\/classes\?all=1$/);

      const lastJoin = cards.last().getByRole('link').last();
      await lastJoin.scrollIntoViewIfNeeded();
      const depth = await page.evaluate(() => window.scrollY);
      expect(depth).toBeGreaterThan(300);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rivage Gym, home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.goBack();
      await expect(cards).toHaveCount(12);
      await expect(page.getByRole('button', { name: 'show less' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(depth);

      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor();
      await expect(cards).toHaveCount(12);
    });
  });
}
