import { paths } from '../src/content/paths';
import { expectNoAxeViolations } from './support/axe';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';

// Newest first, as the page lists them. (The content module imports images through Vite,
// which Playwright cannot load, so the titles are spelled out here.)
const POST_TITLES = [
  'Meet Fitness Ambassador Hedi Mansour',
  'Getting Back Into CrossFit After Vacation',
  'Yoga For Everyone in 2023',
  'Training When Mahdia Heats Up',
  'Ten Minutes of Breathing Before Work',
  'Protein Myths We Hear Every Week',
  'Boxing Footwork Basics',
];

test.describe('blog without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page has the seven posts and the whole sidebar', async ({ page }) => {
    await page.goto(paths.blog);
    const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
    await expect(posts).toHaveCount(7);
    await expect(posts.getByRole('heading', { level: 2 })).toHaveText(POST_TITLES);
    await expect(posts.getByRole('link', { name: /^purchase now/ })).toHaveCount(7);

    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    await expect(sidebar.getByRole('region', { name: 'Categories' }).getByRole('button')).toHaveText([
      'Body Building (4)',
      'Boxing (4)',
      'Crossfit (4)',
      'Fitness (4)',
      'Meditation (4)',
      'Yoga (4)',
    ]);
    await expect(sidebar.getByRole('region', { name: 'Recent Posts' }).getByRole('link')).toHaveCount(6);
    await expect(sidebar.getByRole('region', { name: 'Flat Discount' })).toContainText('34%');
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`blog at ${viewportName} size`, () => {
    test.use({ viewport });

    test('search filters as you type, says when nothing matches, and clears', async ({ page }) => {
      await gotoHydrated(page, paths.blog);
      const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
      const search = page.getByRole('searchbox', { name: 'Search the blog' });
      const status = page.getByRole('region', { name: 'Posts' }).getByRole('status');

      await search.pressSequentially('heat');
      await expect(posts).toHaveCount(1);
      await expect(posts.first()).toContainText('Training When Mahdia Heats Up');
      await expect(status).toHaveText('1 post matches “heat”');

      await search.fill('zumba');
      await expect(posts).toHaveCount(0);
      await expect(status).toHaveText('No posts match “zumba”.');
      await expect(status).toBeVisible();
      // The empty state passes axe too.
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Clear search and filters' }).click();
      await expect(posts).toHaveCount(7);
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('');
    });

    test('a category narrows the posts and works with the search', async ({ page }) => {
      await gotoHydrated(page, paths.blog);
      const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
      const boxing = page.getByRole('button', { name: 'Boxing (4)' });
      await boxing.click();
      await expect(boxing).toHaveAttribute('aria-pressed', 'true');
      await expect(posts).toHaveCount(4);
      // On a phone the sidebar is below the posts: the narrowed list is brought into view.
      await expect(page.getByRole('region', { name: 'Posts' }).getByRole('status')).toBeInViewport();

      await page.getByRole('searchbox', { name: 'Search the blog' }).fill('protein');
      await expect(posts).toHaveCount(1);
      await expect(posts.first()).toContainText('Protein Myths We Hear Every Week');
    });

    test('a recent post link scrolls to its card and focuses it', async ({ page }) => {
      await gotoHydrated(page, paths.blog);
      // The sixth and oldest of the recent posts, far down the page.
      const title = 'Protein Myths We Hear Every Week';
      await page.getByRole('region', { name: 'Recent Posts' }).getByRole('link', { name: title }).click();
      const card = page.getByRole('article', { name: title });
      await expect(card).toBeFocused();
      await expect(card).toBeInViewport();
      // Scrolled to the top of the window, yet not hidden under the fixed navbar (72 px).
      await expect
        .poll(async () => {
          const top = (await card.boundingBox())?.y ?? -1;
          return top >= 72 && top < 200;
        })
        .toBe(true);
    });
  });
}
