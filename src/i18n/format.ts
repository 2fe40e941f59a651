/**
 * Every number, price and date the pages show (the timetable's times and weekdays: src/timetable/timetable-format.ts, with the formatters made here), in the page's language. English keeps the
 * spec's own formats exactly ("9:00am-10:00am", "22.05.2023", "28 June 2023"); French and Arabic
 * are formatted by `Intl` with Tunisian usage: 24-hour times, dates in their own order, Western
 * digits, prices in whole dinars ("39 DT", "39 د.ت.").
 */
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { handedOverFormat } from './handed-over-formats';
import { locales } from './locales';
import { pluralRules } from './plural-category';

// Each function tests the language itself, a constant of the build: the English build keeps
// only its own branch, and creates no Intl formatter but the enquiry form's counter. In French
// and Arabic, what a prerendered page shows is handed over to its hydration (handed-over-formats.ts).
const intlLocale = locales[pageLocaleCode].intlLocale;

/**
 * One formatter of each kind per page, made on first use: making one is the costly part of
 * formatting (the first wakes the engine's locale data), and a timetable formats dozens of times.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

// Clock times and calendar dates are formatted in UTC from UTC values, so the server and every
// browser, whatever its time zone, print the same text.
/** Clock times on a 24-hour clock ("18:00"): format a UTC date of the wall-clock time (src/timetable/timetable-format.ts). */
export const clockFormat = onFirstUse(
  () => new Intl.DateTimeFormat(intlLocale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
);

/** Weekday names ("lundi"): format a UTC date of that weekday (src/timetable/timetable-format.ts). */
export const weekdayFormat = onFirstUse(
  () => new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' }),
);

const priceFormat = onFirstUse(
  () =>
    new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: 'TND',
      currencyDisplay: 'symbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** A price in whole dinars, in two parts so the card can set the amount large: {amount: "39", currency: "DT"}. */
export function priceParts(dinars: number): { amount: string; currency: string } {
  if (pageLocaleCode === 'en') return { amount: String(dinars), currency: 'DT' };
  const text = (types: readonly Intl.NumberFormatPartTypes[]) =>
    priceFormat()
      .formatToParts(dinars)
      .filter((part) => types.includes(part.type))
      .map((part) => part.value)
      .join('');
  return {
    amount: handedOverFormat(`price-amount:${dinars}`, () => text(['integer', 'group'])),
    currency: handedOverFormat(`price-currency:${dinars}`, () => text(['currency'])),
  };
}

/** A whole price as one phrase ("39 DT"), for labels. */
export function formatPrice(dinars: number): string {
  if (pageLocaleCode === 'en') return `${dinars} DT`;
  return handedOverFormat(`price:${dinars}`, () => priceFormat().format(dinars));
}

function isoDateParts(isoDate: string): [number, number, number] {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO date: "${isoDate}"`);
  return [year, month, day];
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2023-06-28" → "28 June 2023" (blog page), "28 juin 2023", "28 جوان 2023". */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDateParts(isoDate);
  if (pageLocaleCode === 'en') return `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
  return handedOverFormat(`long-date:${isoDate}`, () =>
    longDateFormat().format(new Date(Date.UTC(year, month - 1, day))),
  );
}

const longDateFormat = onFirstUse(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }));

/** "2023-05-22" → "22.05.2023" (the home page's cards, as the spec prints them), "22/05/2023". */
export function formatShortDate(isoDate: string): string {
  const [year, month, day] = isoDateParts(isoDate);
  if (pageLocaleCode === 'en') return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
  return handedOverFormat(`short-date:${isoDate}`, () =>
    shortDateFormat().format(new Date(Date.UTC(year, month - 1, day))),
  );
}

const shortDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat(intlLocale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
);

/** A count as the page's language writes it ("1,000", "1 000"), for the enquiry form's counter. */
export function formatCount(count: number): string {
  return handedOverFormat(`count:${count}`, () => countFormat().format(count));
}

const countFormat = onFirstUse(() => new Intl.NumberFormat(intlLocale));

// In a module of its own, so that the English pages, which word no count up front, do not carry it.
export { pluralCategory } from './plural-category';

/** The ordinal category of a place in an order in the page's language: English "one" for 1st, 21st; "two" for 2nd. */
export const ordinalCategory = (place: number): Intl.LDMLPluralRule => ordinalRules().select(place);

const ordinalRules = onFirstUse(() => new Intl.PluralRules(intlLocale, { type: 'ordinal' }));

/**
 * Makes every formatter of the page's language ahead of need: the first wakes the engine's locale
 * data, which a page reached by a link would otherwise wake in the middle of the click (on a slow
 * phone a tenth of a second before the new page shows). Called in idle time once the visitor
 * has pointed at a link and its page's code is here (src/app/link-prefetch.ts), so a first load
 * never pays for it. English formats nothing with Intl but the enquiry form's counter: nothing to wake.
 */
export function prepareFormatters(): void {
  if (pageLocaleCode === 'en') return;
  for (const make of [
    weekdayFormat,
    clockFormat,
    priceFormat,
    longDateFormat,
    shortDateFormat,
    countFormat,
    pluralRules,
  ])
    make();
}

/** The Intl locale of the page, for the few formats a content module assembles itself. */
export const pageIntlLocale = intlLocale;
