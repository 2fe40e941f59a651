/**
 * Decimal figures in the page's language. Apart from the site's other formats (format.ts), so the
 * home page's first load (the BMI calculator) carries none of them.
 */
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { locales } from './locales';

/** A figure with exactly `digits` decimals: "22.4" in English (as the spec prints the BMI), "22,4" in French. */
export function formatDecimal(value: number, digits: number): string {
  if (pageLocaleCode === 'en') return value.toFixed(digits);
  return new Intl.NumberFormat(locales[pageLocaleCode].intlLocale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
