/** Counts on the desk in the page's language (Intl; Arabic with Western digits, as the site writes them). */
import { pageIntlLocale } from '@/i18n/format';

// Made on first use: a formatter wakes the engine's locale data.
let countFormat: Intl.NumberFormat | undefined;
let listFormat: Intl.ListFormat | undefined;

export function formatDeskCount(count: number): string {
  countFormat ??= new Intl.NumberFormat(pageIntlLocale);
  return countFormat.format(count);
}

/** "a, b, c" as the page's language joins a list of items. */
export function formatDeskList(items: readonly string[]): string {
  listFormat ??= new Intl.ListFormat(pageIntlLocale, { type: 'unit', style: 'long' });
  return listFormat.format(items);
}
