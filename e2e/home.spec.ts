import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { ensureScrollRoom, expect, gotoHydrated, test, viewports } from './support/fixtures';
import { scrollThroughLoadingImages } from './support/layout';

/** The page's one h1, then the h2 of each further section, in the spec's order. */
const SECTION_HEADINGS = [
  'make your body fit & perfect',
  'Everything You Need Under One Roof',
  'A Plan Built Around You',
  'BMI Calculator',
  'Featured Classes',
  'Choose Your Plan',
  'News From The Gym',
  'Life at Rivage Gym',
  'Team Of Expert Coaches',
  'What Our Members Say',
  'Need a Fitness Trainer?',
];

/**
 * Opens the home page and, as a visitor scrolling down would, brings its later sections (5 to
 * 11, a second chunk loaded on approach) to hydration, so hover, focus and client-side
 * navigation down there are React's. Returns to the top afterwards.
 */
async function gotoHome(page: Page, path: string = paths.home) {
  await gotoHydrated(page, path);
  await page.evaluate(() => document.getElementById('later-sections')?.scrollIntoView());
  await page.locator('html[data-home-sections-hydrated="true"]').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('prerendered home page, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has every section, in order, with the hero at #home and the trainers at #team', async ({ page }) => {
    await page.goto(paths.home);
    const headings = page.getByRole('main').locator('h1, h2');
    await expect(headings).toHaveText(SECTION_HEADINGS);
    await expect(page.locator('section#home h1')).toHaveText(SECTION_HEADINGS[0] ?? '');
    await expect(page.locator('section#team h2')).toHaveText('Team Of Expert Coaches');
    await expect(page.getByRole('region', { name: 'Featured Classes' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Team Of Expert Coaches' }).getByRole('article')).toHaveCount(3);
  });

  test('draws the hero art from the page itself (the SVG as a data: URL), eagerly, and leaves every other image lazy', async ({
    page,
  }) => {
    await page.goto(paths.home);
    // Nothing to preload: the first screen's drawing is in the HTML and paints with the text.
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    const hero = page.locator('#home img');
    await expect(hero).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg%20/);
    await expect(hero).toHaveAttribute('alt', 'A lifter holding a barbell overhead in front of a red sun');
    // The drawing is sharp at every size: no sources to choose from.
    await expect(page.locator('#home picture source')).toHaveCount(0);
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const others = page.locator('main img:not(#home img)');
    expect(await others.count()).toBeGreaterThan(20);
    for (const loading of await others.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))) {
      expect(loading).toBe('lazy');
    }
  });
});

test('the first screen keeps its inline art through hydration, and a page opened by a click draws its art from the file', async ({
  page,
}) => {
  await gotoHydrated(page, paths.home);
  await expect(page.locator('#home img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(paths.about);
  const banner = page.locator('main img').first();
  await expect(banner).toHaveAttribute('src', /^\/assets\/images\/banner-\w+\.svg$/);
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});

interface CallToAction {
  name: string;
  find: (page: Page) => Locator;
  path: string;
  heading: string;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

const callsToAction: CallToAction[] = [
  {
    name: 'our classes (hero)',
    find: (page) => region(page, SECTION_HEADINGS[0] ?? '').getByRole('link', { name: 'our classes' }),
    path: paths.classes,
    heading: 'Classes',
  },
  {
    name: 'take a tour',
    find: (page) => page.getByRole('link', { name: 'take a tour' }),
    path: paths.classes,
    heading: 'Classes',
  },
  {
    name: 'our classes (why choose us)',
    find: (page) => region(page, 'A Plan Built Around You').getByRole('link', { name: 'our classes' }),
    path: paths.classes,
    heading: 'Classes',
  },
  {
    name: 'Join With Us',
    find: (page) => page.getByRole('link', { name: 'Join With Us' }),
    path: paths.contact,
    heading: 'Contact Us',
  },
  {
    name: 'see all classes',
    find: (page) => page.getByRole('link', { name: 'see all classes' }),
    path: paths.classes,
    heading: 'Classes',
  },
  {
    name: 'purchase now (a plan card)',
    find: (page) => page.getByRole('link', { name: /^purchase now: Standard plan/ }),
    path: paths.contact,
    heading: 'Contact Us',
  },
  {
    name: 'purchase now (call banner)',
    find: (page) => region(page, 'Need a Fitness Trainer?').getByRole('link', { name: 'purchase now' }),
    path: paths.contact,
    heading: 'Contact Us',
  },
  {
    name: 'Read more',
    find: (page) => page.getByRole('link', { name: /^Read more\W+Getting Back Into CrossFit After Vacation$/ }),
    path: paths.blog,
    heading: 'Blog',
  },
];

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`home calls to action at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const cta of callsToAction) {
      test(`${cta.name} opens ${cta.path} at its top, without reloading`, async ({ page }) => {
        await gotoHome(page);
        // The main element outlives the page change: the next page can scroll too, so landing
        // at 0 is the router's doing, not a page too short to scroll.
        await ensureScrollRoom(page, 6000);
        await page.evaluate(() => {
          (window as Window & { beforeClick?: boolean }).beforeClick = true;
        });
        const link = cta.find(page);
        await page.evaluate(() => window.scrollBy(0, 200));
        await link.scrollIntoViewIfNeeded();
        expect(await scrollY(page)).toBeGreaterThan(100);

        await link.click();
        await expect(page).toHaveURL(new RegExp(`${cta.path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(cta.heading);
        expect(await scrollY(page)).toBe(0);
        expect(await page.evaluate(() => (window as Window & { beforeClick?: boolean }).beforeClick)).toBe(true);
      });
    }
  });
}

test.describe('trainers', () => {
  const photoFilters = (page: Page) =>
    page.locator('#team img').evaluateAll((images) => images.map((image) => getComputedStyle(image).filter));
  const GRAY = ['grayscale(1)', 'grayscale(1)', 'grayscale(1)'];
  const COLOUR = ['none', 'none', 'none'];

  test('hovering any card brings all three photos out of grayscale, leaving puts them back', async ({ page }) => {
    await gotoHome(page);
    const team = region(page, 'Team Of Expert Coaches');
    await team.scrollIntoViewIfNeeded();
    await expect.poll(() => photoFilters(page)).toEqual(GRAY);
    for (const name of ['Salma Ben Amor', 'Karim Trabelsi', 'Youssef Gharbi']) {
      await team.getByRole('article', { name }).hover();
      await expect.poll(() => photoFilters(page)).toEqual(COLOUR);
      await page.mouse.move(0, 0);
      await expect.poll(() => photoFilters(page)).toEqual(GRAY);
    }
  });

  test('Tab moves from card to card (the icons take no focus), colouring all three photos', async ({ page }) => {
    await gotoHome(page);
    const team = region(page, 'Team Of Expert Coaches');
    await team.getByRole('article', { name: 'Salma Ben Amor' }).focus();
    await expect.poll(() => photoFilters(page)).toEqual(COLOUR);
    await page.keyboard.press('Tab');
    await expect(team.getByRole('article', { name: 'Karim Trabelsi' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(team.getByRole('article', { name: 'Youssef Gharbi' })).toBeFocused();
    await expect.poll(() => photoFilters(page)).toEqual(COLOUR);
    await page.keyboard.press('Tab');
    await expect.poll(() => photoFilters(page)).toEqual(GRAY);
  });

  test('/#team opens with the section’s heading in view below the navbar', async ({ page }) => {
    await gotoHydrated(page, `${paths.home}#team`);
    const heading = page.getByRole('heading', { name: 'Team Of Expert Coaches' });
    await expect(heading).toBeInViewport();
    const navbarBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
    expect((await heading.boundingBox())?.y).toBeGreaterThan(navbarBottom);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the share strip and the gallery strip are hidden, and the strip’s images never load', async ({ page }) => {
    const galleryRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/gallery-\d+-/.test(request.url())) galleryRequests.push(request.url());
    });
    await gotoHome(page);
    await expect(page.getByText('share', { exact: true })).toBeHidden();
    await expect(region(page, 'Life at Rivage Gym')).toBeHidden();
    // Down to the footer, each image on screen loaded on the way: a strip image that was shown
    // would have been waited for too, so by now it would have been asked for.
    await scrollThroughLoadingImages(page);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    expect(galleryRequests).toEqual([]);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('the share strip shows three networks and the gallery strip five pictures', async ({ page }) => {
    await gotoHome(page);
    await expect(page.getByText('share', { exact: true })).toBeVisible();
    await expect(region(page, SECTION_HEADINGS[0] ?? '').getByRole('link', { name: /opens in a new tab/ })).toHaveCount(
      3,
    );
    const strip = region(page, 'Life at Rivage Gym');
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByRole('img')).toHaveCount(5);
    for (const image of await strip.getByRole('img').all()) await expect(image).toBeVisible();
  });

  test('the testimonial arrows are disabled with one testimonial', async ({ page }) => {
    await gotoHome(page);
    await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeDisabled();
  });
});

test.describe('the lower sections on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('load their code only when the visitor scrolls toward them', async ({ page }) => {
    const laterChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/later-sections-[^/]+\.js$/.test(request.url())) laterChunks.push(request.url());
    });
    await gotoHydrated(page, paths.home);
    // The page's own observer of the marker answered when hydration started it; an observer
    // made now on the same marker is answered in the same round, after it. Once ours has
    // answered (and a frame has passed for a request to leave), the page has decided, and a
    // decision to load would already show as a request.
    await page.evaluate(
      (markerId) =>
        new Promise<void>((resolve) => {
          const marker = document.getElementById(markerId);
          if (!marker) throw new Error(`no #${markerId} on the page`);
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
          observer.observe(marker);
        }),
      // LATER_SECTIONS_MARKER_ID of src/pages/home/deferred-sections.ts (a browser-only module).
      'later-sections',
    );
    expect(laterChunks).toEqual([]);
    await expect(page.locator('html[data-home-sections-hydrated]')).toHaveCount(0);

    await page.getByRole('heading', { name: 'Featured Classes' }).scrollIntoViewIfNeeded();
    await page.locator('html[data-home-sections-hydrated="true"]').waitFor();
    expect(laterChunks).toHaveLength(1);
  });
});
