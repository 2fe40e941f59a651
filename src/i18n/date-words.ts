/**
 * Dates in a language given by its caller: the one speller of "weekday day month" (the public
 * pages' change lines, the desk, My week, the e2e support's expected words) and the reading of a
 * zone's wall clock that the time-zone arithmetic stands on. Apart from format.ts because that
 * module reads the build's language when it loads: here every language is tested in one run, and
 * Node (the e2e support) imports it without a build. The rule both keep: no Intl date formatter
 * outside src/i18n/ (date-formatters-here.test.ts).
 */

/** The words of a date as Intl spells them in a language: "Friday", "27", "November". */
export interface DayAndMonth {
  weekday: string;
  day: string;
  month: string;
}

/** A calendar date, month 1-12, as the gym's dates and a zone's wall clock give it. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
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

/** A date and time as a clock on the wall of a zone shows it; month is 1-12. */
export interface WallClockParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** What a clock in `timeZone` shows at `instant`, to the second, as numbers (Intl's zone data decides the offset). */
export function readWallClock(instant: Date, timeZone: string): WallClockParts {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    // en-US with h23: plain Latin digits, and midnight as 00 (some engines write 24 otherwise).
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}
