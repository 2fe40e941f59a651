import type { LocaleCode } from './locales';

/** Remembered once the visitor closes the language offer or follows it: the offer is made once. */
export const LANGUAGE_OFFER_SEEN_KEY = 'rivage-language-offer-seen';

/**
 * The site's language the browser asks for first (`navigator.languages`, most wanted first),
 * or null when none of them is the site's. `fr-TN` counts as French, `ar-TN` as Arabic.
 */
export function preferredSiteLocale(
  languages: readonly string[],
  siteLocales: readonly LocaleCode[],
): LocaleCode | null {
  for (const language of languages) {
    const primary = language.split('-')[0]?.toLowerCase();
    const match = siteLocales.find((code) => code === primary);
    if (match) return match;
  }
  return null;
}
