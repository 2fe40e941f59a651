/**
 * The plural category of a count in the page's language (Arabic has six); format.ts re-exports it
 * with the site's other formats. In a module of its own, so only the code that words a count
 * carries it: the English pages' shared format chunk never needs it.
 */
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { locales } from './locales';

// Made on first use: making it wakes the engine's locale data.
let rules: Intl.PluralRules | undefined;

/** The page's plural rules, made now if not yet. */
export function pluralRules(): Intl.PluralRules {
  rules ??= new Intl.PluralRules(locales[pageLocaleCode].intlLocale);
  return rules;
}

export const pluralCategory = (count: number): Intl.LDMLPluralRule => pluralRules().select(count);
