/**
 * A visitor chats with the gym where they already are: the contact page and the home page's call
 * banner link WhatsApp and Messenger beside the phone and e-mail, in the page's language, with a
 * first line typed for them in that language. The number and page come from site-facts.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { chatLinks as arabic } from '../src/content/ar/chat-channels';
import { type ChatLinksWords, chatLinks as english } from '../src/content/chat-channels';
import { chatFacts } from '../src/content/chat-facts';
import { chatLinks as french } from '../src/content/fr/chat-channels';
import { paths } from '../src/content/paths';
import { siteFacts } from '../src/content/site-facts';
import { type LocaleCode, localizedPath } from '../src/i18n/locales';
import { expect, gotoHydrated, test } from './support/fixtures';
import { focusRingOf } from './support/focus-ring';

const wordsOf: Record<LocaleCode, ChatLinksWords> = { en: english, fr: french, ar: arabic };

/** The two links as WhatsApp and Messenger expect them, written out rather than rebuilt by the site's code. */
function expectedLinks(words: ChatLinksWords) {
  const text = encodeURIComponent(words.firstLine);
  return [
    { name: words.whatsApp.accessibleName, href: `https://wa.me/21698000000?text=${text}` },
    { name: words.messenger.accessibleName, href: `https://m.me/rivagegym.example?text=${text}` },
  ];
}

const places: { name: string; path: string; region: (page: Page) => Locator }[] = [
  {
    name: 'the contact page',
    path: paths.contact,
    region: (page) =>
      page
        .getByRole('main')
        .getByRole('list')
        .filter({ has: page.locator('a[href^="tel:"]') })
        .last(),
  },
  {
    name: 'the call banner',
    path: paths.home,
    region: (page) => page.locator('section[aria-labelledby="home-call-title"]'),
  },
];

test('the facts the expected links spell are site-facts.ts’s', () => {
  expect(chatFacts).toEqual({ whatsApp: '+216 98 000 000', messengerPage: 'rivagegym.example' });
});

for (const code of ['en', 'fr', 'ar'] as const) {
  for (const place of places) {
    test(`${code}: ${place.name} links WhatsApp and Messenger with the first line in the page’s language`, async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath(code, place.path));
      const region = place.region(page);
      await region.scrollIntoViewIfNeeded();
      const words = wordsOf[code];
      for (const { name, href } of expectedLinks(words)) {
        const link = region.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        // The icon is decorative: the link's name is its words alone.
        await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      }
      // Beside the phone and the e-mail, in reading order.
      await expect(region.getByRole('link')).toContainText([
        siteFacts.phone.display,
        '@',
        words.whatsApp.label,
        words.messenger.label,
      ]);
    });
  }
}

test('the chat links show the focus ring when reached by keyboard', async ({ page }) => {
  await gotoHydrated(page, paths.contact);
  const link = page.getByRole('link', { name: english.whatsApp.accessibleName });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await focusRingOf(link);
  expect(ring.outlineStyle).toBe('solid');
  expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
});

test('ar: the chat links run right to left, the icon at the start of each', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, localizedPath('ar', paths.contact));
  const link = page.getByRole('link', { name: arabic.whatsApp.accessibleName });
  const icon = await link.locator('svg').boundingBox();
  const label = await link.locator('span').boundingBox();
  if (!icon || !label) throw new Error('the link is not laid out');
  expect(icon.x).toBeGreaterThan(label.x);
});
