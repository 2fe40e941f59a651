import { signedInPaths, sitemapPaths } from '../src/app/site-paths';
import { paths } from '../src/content/paths';
import { priceRange, site } from '../src/content/site';
import { localeCodes, localizedPath } from '../src/i18n/locales';
import { expect, NOT_FOUND_RESPONSE_LOG, test } from './support/fixtures';
import { pagePaths, UNKNOWN_PATH } from './support/pages';

const absolute = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${path}`);

test.describe('search and sharing tags, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of pagePaths.filter((candidate) => !signedInPaths.includes(candidate))) {
    test(`${path} has one canonical URL and a complete share card`, async ({ page }) => {
      await page.goto(path);
      const head = page.locator('head');
      const canonical = path === paths.schedule ? paths.scheduleDay('monday') : path;
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(canonical));
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`^${site.url}/assets/.+\\.jpg$`),
      );
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }

  for (const path of signedInPaths) {
    test(`${path}, a page for signed-in members or staff, asks not to be indexed, and the sitemap leaves it out`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      expect(sitemapPaths).not.toContain(path);
    });
  }

  test('the not-found page asks not to be indexed', async ({ page, consoleGuard }) => {
    consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
    await page.goto(UNKNOWN_PATH);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
});

test('the share image is served as a 1200×630 JPEG', async ({ request }) => {
  const html = await (await request.get(paths.home)).text();
  const image = /<meta property="og:image" content="https?:\/\/[^/]+(\/assets\/[^"]+)"/.exec(html)?.[1] ?? '';
  const response = await request.get(image);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
});

test('sitemap.xml lists every public page in every language and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual(
    sitemapPaths.flatMap((path) => localeCodes.map((code) => absolute(localizedPath(code, path)))),
  );
  expect(listed).not.toContain(absolute(paths.gallery));
  // Each entry names the page in every language, and English for any other.
  const aboutInFrench = sitemap.split('\n').find((line) => line.includes(`<loc>${absolute('/fr/about')}</loc>`)) ?? '';
  for (const code of localeCodes) {
    expect(aboutInFrench).toContain(
      `<xhtml:link rel="alternate" hreflang="${code}" href="${absolute(localizedPath(code, paths.about))}"/>`,
    );
  }
  expect(aboutInFrench).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(paths.about)}"/>`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

for (const path of [paths.home, paths.contact]) {
  test(`${path} describes the gym to search engines as a schema.org ExerciseGym`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    const gym = JSON.parse(json);
    expect(gym).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExerciseGym',
      name: site.name,
      telephone: site.phone.international,
      priceRange: priceRange(),
      address: { '@type': 'PostalAddress', addressLocality: site.address.town, addressCountry: 'TN' },
      geo: { latitude: site.mapLocation.latitude, longitude: site.mapLocation.longitude },
    });
    expect(gym.openingHoursSpecification).toHaveLength(site.openingHours.length);
  });
}
