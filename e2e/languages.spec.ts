/**
 * The French and Arabic sites: every page prerendered in its language, the switcher, right to
 * left, the Arabic faces only where they belong, and what search engines read. The English
 * site is covered by every other spec, unchanged.
 */
import type { Page } from '@playwright/test';
import { signedInPaths } from '../src/app/site-paths';
import { paths } from '../src/content/paths';
import { site } from '../src/content/site';
import { type LocaleCode, localeCodes, locales, localizedPath } from '../src/i18n/locales';
import { createAccount, passwordResetCodesFor } from './support/auth-emulator';
import { expect, gotoHydrated, NOT_FOUND_RESPONSE_LOG, test, viewports } from './support/fixtures';
import { pagePaths, UNKNOWN_PATH } from './support/pages';

const otherLocales = localeCodes.filter((code) => code !== 'en');
const absolute = (path: string) => (path === '/' ? `${site.url}/` : `${site.url}${path}`);
/** The path search engines should index for a page: /schedule shows Monday, which has its own URL. */
const canonicalOf = (path: string) => (path === paths.schedule ? paths.scheduleDay('monday') : path);
const ARABIC_FONT_FILE = /noto-(kufi|sans)-arabic/;

/** Words of the English interface that must not be left on a translated page. */
const ENGLISH_INTERFACE_WORDS = [
  'Sign up or sign in',
  'join class now',
  'Skip to content',
  'Join Now',
  'Our Classes',
  'Read more',
  'purchase now',
  'per month',
  'All rights reserved',
  'Privacy Policy',
  'Monday',
  'Page not found',
];

/** Opens the switcher (the phone menu, or the navbar's disclosure) and returns a language's link. */
async function languageLink(page: Page, name: string, isPhone: boolean) {
  if (isPhone) {
    await page.locator('header nav button[popovertarget="site-menu"]').click();
    return page.locator('#site-menu').getByRole('link', { name, exact: true });
  }
  await page.locator('header details > summary').click();
  return page.locator('header details').getByRole('link', { name, exact: true });
}

for (const code of otherLocales) {
  const { dir } = locales[code];

  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test.describe(`${code}: prerendered pages at ${viewportName} size, without JavaScript`, () => {
      test.use({ javaScriptEnabled: false, viewport });

      test(`every page reads in ${code}, with its own canonical, hreflang and share card`, async ({
        page,
        consoleGuard,
      }) => {
        test.slow();
        consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
        for (const path of pagePaths) {
          const url = localizedPath(code, path);
          const response = await page.goto(url);
          expect(response?.status(), url).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', code);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          // innerText: the words a visitor sees, not those of hidden elements.
          // biome-ignore lint/performance/useDomNodeTextContent: see above.
          const text = await page.locator('body').innerText();
          for (const words of ENGLISH_INTERFACE_WORDS) expect(text, `${url} shows "${words}"`).not.toContain(words);

          const head = page.locator('head');
          await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', locales[code].ogLocale);
          // A signed-in page (My week, the desk) is noindex, with no canonical or alternates.
          if (signedInPaths.includes(path)) continue;
          const canonical = canonicalOf(path);
          await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
            'href',
            absolute(localizedPath(code, canonical)),
          );
          for (const alternate of localeCodes) {
            await expect(head.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveAttribute(
              'href',
              absolute(localizedPath(alternate, canonical)),
            );
          }
          await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
            'href',
            absolute(canonical),
          );
        }
      });

      test(`an unknown address under /${code}/ shows the not-found page in ${code}, and asks not to be indexed`, async ({
        page,
      }) => {
        await page.goto(localizedPath(code, UNKNOWN_PATH));
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      });
    });
  }
}

test('the English not-found page still answers with a 404 status', async ({ page, consoleGuard }) => {
  consoleGuard.allow(NOT_FOUND_RESPONSE_LOG);
  const response = await page.goto(UNKNOWN_PATH);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  const isPhone = viewportName === 'phone';

  test.describe(`switcher at ${viewportName} size`, () => {
    test.use({ viewport });

    test('goes round the three languages on a nested page and keeps it', async ({ page }) => {
      await gotoHydrated(page, paths.scheduleDay('friday'));
      const steps: [string, LocaleCode][] = [
        ['Français', 'fr'],
        ['العربية', 'ar'],
        ['English', 'en'],
      ];
      for (const [name, code] of steps) {
        const link = await languageLink(page, name, isPhone);
        await expect(link).toHaveAttribute('lang', code);
        await expect(link).toHaveAttribute('hreflang', code);
        await link.click();
        await expect(page).toHaveURL(localizedPath(code, paths.scheduleDay('friday')));
        await page.locator('html[data-hydrated="true"]').waitFor();
        await expect(page.locator('html')).toHaveAttribute('lang', code);
        const current = await languageLink(page, name, isPhone);
        await expect(current).toHaveAttribute('aria-current', 'true');
        await page.keyboard.press('Escape');
      }
    });

    test('keeps the class chosen on the contact page', async ({ page }) => {
      await gotoHydrated(page, paths.contactForClass('Yoga'));
      const link = await languageLink(page, 'Français', isPhone);
      await expect(link).toHaveAttribute('href', '/fr/contact?class=Yoga');
      await link.click();
      await page.locator('html[data-hydrated="true"]').waitFor();
      await expect(page.getByRole('combobox').first()).toHaveValue('Yoga');
    });
  });
}

test('the navbar switcher works from the keyboard and closes with Escape', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await gotoHydrated(page, paths.about);
  const summary = page.locator('header details > summary');
  await summary.focus();
  await expect(summary).toHaveAccessibleName('Language: English');
  await page.keyboard.press('Enter');
  const french = page.locator('header details').getByRole('link', { name: 'Français' });
  await expect(french).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(french).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(french).toBeHidden();
  await expect(summary).toBeFocused();
});

test.describe('right to left', () => {
  test('the Arabic navbar and gallery pager are mirrored', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await gotoHydrated(page, localizedPath('ar', paths.galleryPage(1)));
    const logo = await page.locator('header nav a').first().boundingBox();
    const firstLink = await page.locator('header nav ul a').first().boundingBox();
    expect(logo && firstLink && logo.x > firstLink.x, 'the logo sits at the right, the links to its left').toBe(true);

    const pager = page.getByRole('navigation').last();
    const next = await pager.locator('a[rel="next"]').boundingBox();
    const pageOne = await pager.getByText('1', { exact: true }).boundingBox();
    expect(next && pageOne && next.x < pageOne.x, 'next is on the left').toBe(true);
    // Its arrow points the way it goes: to the left.
    const scale = await pager.locator('a[rel="next"] svg').evaluate((icon) => getComputedStyle(icon).scale);
    expect(scale).toBe('-1 1');
  });

  test('the Latin wordmark keeps its capitals and spacing on Arabic pages, where Arabic text drops them', async ({
    page,
  }) => {
    const setting = async (path: string) => {
      await gotoHydrated(page, path);
      // Its width is measured in its web font, which may still be on its way at hydration.
      await page.evaluate(() => document.fonts.ready);
      const wordmark = page.locator('header nav a').first().locator('span[aria-hidden="true"]').first();
      const heading = page.locator('main h1');
      return {
        wordmark: await wordmark.evaluate((span) => [
          span.getBoundingClientRect().width,
          getComputedStyle(span).textTransform,
        ]),
        heading: await heading.evaluate((h1) => [
          getComputedStyle(h1).textTransform,
          getComputedStyle(h1).letterSpacing,
        ]),
      };
    };
    const english = await setting(paths.about);
    const arabic = await setting(localizedPath('ar', paths.about));
    expect(arabic.wordmark, 'the same wordmark as on the English page').toEqual(english.wordmark);
    expect(english.wordmark[1]).toBe('uppercase');
    expect(arabic.heading).toEqual(['none', 'normal']);
  });

  test('the English navbar is not mirrored', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await gotoHydrated(page, paths.galleryPage(1));
    const logo = await page.locator('header nav a').first().boundingBox();
    const firstLink = await page.locator('header nav ul a').first().boundingBox();
    expect(logo && firstLink && logo.x < firstLink.x).toBe(true);
  });
});

test.describe('hydration wakes no locale data', () => {
  // The first Intl formatter of each kind costs 15–45 ms on this machine, four times that on a
  // slow phone: the prerender hands its formatted words over instead (src/i18n/handed-over-formats.ts).
  // Counted up to the moment the app marks itself hydrated: what comes later on its own (the
  // opening line once the timetable changes have answered) is not in the way of the first screen.
  const pages = [
    localizedPath('fr', paths.classes),
    localizedPath('ar', paths.pricing),
    localizedPath('ar', paths.contact),
  ];
  for (const path of pages) {
    test(`${path} hydrates with the prerender's words, making no formatter`, async ({ page }) => {
      await page.addInitScript(() => {
        const made: string[] = [];
        const hydration = new MutationObserver(() => {
          if (document.documentElement.dataset.hydrated !== 'true') return;
          Object.assign(window, { formattersMade: [...made] });
          hydration.disconnect();
        });
        hydration.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
        const counted = <T extends object>(kind: string, formatter: T): T =>
          new Proxy(formatter, {
            construct(target, args, newTarget) {
              made.push(kind);
              return Reflect.construct(target as new (...a: unknown[]) => object, args, newTarget);
            },
          });
        Intl.DateTimeFormat = counted('DateTimeFormat', Intl.DateTimeFormat);
        Intl.NumberFormat = counted('NumberFormat', Intl.NumberFormat);
      });
      await gotoHydrated(page, path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { formattersMade: string[] }).formattersMade)).toEqual([]);
    });
  }
});

test.describe('fonts per language', () => {
  async function fontFilesOf(page: Page, path: string, openSwitcher: boolean) {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await gotoHydrated(page, path);
    if (openSwitcher) {
      await page.locator('header details > summary').click();
      await expect(page.locator('header details').getByRole('link', { name: 'العربية' })).toBeVisible();
    }
    await page.evaluate(() => document.fonts.ready);
    return fonts;
  }

  test('the Arabic pages load their Arabic faces', async ({ page }) => {
    const fonts = await fontFilesOf(page, localizedPath('ar', paths.home), false);
    expect(fonts.filter((url) => ARABIC_FONT_FILE.test(url)).length).toBeGreaterThan(0);
  });

  for (const code of ['en', 'fr'] as const) {
    test(`the ${code} pages never download an Arabic face, even with “العربية” on screen`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      const fonts = await fontFilesOf(page, localizedPath(code, paths.home), true);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.filter((url) => ARABIC_FONT_FILE.test(url))).toEqual([]);
    });
  }
});

test.describe('a browser that asks for French first', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered the French page once, over the page, and never redirected', async ({ page }) => {
    await gotoHydrated(page, paths.pricing);
    await expect(page).toHaveURL(paths.pricing);
    const offer = page.getByRole('complementary', { name: 'Ce site existe aussi en français.' });
    await expect(offer).toBeVisible();
    // It floats over the foot of the screen: nothing on the page moves for it.
    expect(await offer.evaluate((note) => getComputedStyle(note).position)).toBe('fixed');
    await expect(offer.getByRole('link')).toHaveAttribute('href', '/fr/pricing');
    await offer.getByRole('button', { name: 'Fermer ce message' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});

test('the navbar’s page links stay on one line in every language', async ({ page }) => {
  for (const width of [1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    for (const code of localeCodes) {
      await gotoHydrated(page, localizedPath(code, paths.about));
      await page.evaluate(() => document.fonts.ready);
      const heights = await page
        .locator('header nav ul a')
        .evaluateAll((links) => links.map((link) => link.clientHeight));
      expect(Math.max(...heights), `${code} at ${width} px`).toBe(44);
      const nav = await page
        .locator('header nav')
        .first()
        .evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(nav, `${code} at ${width} px: the navbar overflows`).toBe(0);
    }
  }
});

test('a password reset asked for on a French page is asked for in French, and arrives', async ({ page }) => {
  const { email } = await createAccount();
  await gotoHydrated(page, localizedPath('fr', paths.signIn));
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await page.getByLabel('Adresse e-mail où recevoir le lien').fill(email);
  // Firebase Auth writes its e-mails in the language the request names.
  const resetRequest = page.waitForRequest((request) => request.url().includes('accounts:sendOobCode'));
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  expect((await resetRequest).headers()['x-firebase-locale']).toBe('fr');
  await expect(page.getByRole('status').filter({ hasText: 'Si un compte existe' })).toContainText(email);
  expect(await passwordResetCodesFor(email)).toHaveLength(1);
});
