import { prerenderPaths } from '../src/app/site-paths';
import { paths } from '../src/content/paths';
import { expect, gotoHydrated, NOT_FOUND_RESPONSE_LOG, test, viewports } from './support/fixtures';
import { pageHeadings, pagePaths, UNKNOWN_PATH } from './support/pages';

test('every prerendered path has an expected heading listed for these tests', () => {
  expect(Object.keys(pageHeadings).sort()).toEqual([...pagePaths].sort());
});

test.describe('served by Hosting', () => {
  for (const path of prerenderPaths) {
    test(`${path} answers 200`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
    });
  }

  test('/gallery is a permanent redirect to page 1', async ({ request }) => {
    const response = await request.get(paths.gallery, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/gallery\/page-1$/);
  });

  test('an unknown path answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get(UNKNOWN_PATH);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('aria-label="Main"');
  });
});

test.describe('content without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pagePaths) {
    test(`${path} shows its heading, title and description before any script runs`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeadings[path] ?? '', { ignoreCase: true });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('head > title')).toHaveCount(1);
      await expect(page.locator('head > meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    });
  }

  test('the 404 page shows its message and links to the main pages', async ({ page, consoleGuard }) => {
    consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
    await page.goto(UNKNOWN_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const suggestions = page.getByRole('region', { name: 'Try one of these' });
    for (const name of ['Home', 'Classes', 'Schedule', 'Pricing', 'Contact']) {
      await expect(suggestions.getByRole('link', { name })).toBeVisible();
    }
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`hydration at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const path of [...pagePaths, UNKNOWN_PATH]) {
      test(`${path} hydrates without errors, keeping one title`, async ({ page, consoleGuard }) => {
        if (path === UNKNOWN_PATH) consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
        await gotoHydrated(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('title')).toHaveCount(1);
      });
    }
  });
}

test('bare /schedule moves on to today’s weekday in Tunis once running', async ({ page }) => {
  await gotoHydrated(page, paths.schedule);
  const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Africa/Tunis' })
    .format(new Date())
    .toLowerCase();
  await expect(page).toHaveURL(new RegExp(`/schedule/${today}$`));
});
