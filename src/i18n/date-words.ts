/**
 * Dates in a language given by its caller: the one speller of "weekday day month" (the public
 * pages' change lines, the desk, My week, the e2e support's expected words); the reading of a
 * zone's wall clock is wall-clock.ts. Apart from format.ts because that
 * module reads the build's language when it loads: here every language is tested in one run, and
 * Node (the e2e support) imports it without a build. The rule both keep: no Intl date formatter
 * outside src/i18n/ (date-formatters-here.test.ts).
 */
import type { CalendarDate } from './wall-clock';

export type { CalendarDate };

/** The words of a date as Intl spells them in a language: "Friday", "27", "November". */
export interface DayAndMonth {
  weekday: string;
  day: string;
  month: string;
}

// Made on first use, one per language: a formatter wakes the engine's locale data.
const dayAndMonthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The weekday, day and month of a calendar date in `intlLocale`, taken from Intl's parts because
 * engines disagree on a whole date's punctuation. Formatted at UTC midnight in UTC, so the date is
 * the same whatever the zone of the machine that spells it.
 */
export function dayAndMonthParts({ year, month, day }: CalendarDate, intlLocale: string): DayAndMonth {
  let format = dayAndMonthFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
    dayAndMonthFormats.set(intlLocale, format);
  }
  const parts = format.formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month') };
}

/** "Friday 27 November", "vendredi 27 novembre", "الجمعة 27 نوفمبر": the three languages write it in one order. */
export function spellDayAndMonth(date: CalendarDate, intlLocale: string): string {
  const { weekday, day, month } = dayAndMonthParts(date, intlLocale);
  return `${weekday} ${day} ${month}`;
}
