/**
 * The timetable's times and weekdays in the page's language. English keeps the spec's own text
 * ("9:00am-10:00am", "Monday"); French and Arabic use a 24-hour clock and Intl's weekday names,
 * with the page's formatters (src/i18n/format.ts) and handed over from the prerender like every
 * other formatted word (src/i18n/handed-over-formats.ts).
 */
import { clockFormat, weekdayFormat } from '@/i18n/format';
import { handedOverFormat } from '@/i18n/handed-over-formats';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { type Weekday, weekdayLabel, weekdays } from '@/lib/weekdays';
import { type ClockTime, parseTwelveHourRange, parseTwelveHourTime } from './twelve-hour-time';

// Clock times are formatted in UTC from UTC values, so the server and every browser, whatever
// its time zone, print the same text.
const clockDate = ({ hour, minute }: ClockTime) => new Date(Date.UTC(2024, 0, 1, hour, minute));

/** A timetable time as the content writes it ("6:00pm"): as written in English, "18:00" elsewhere. */
export function formatClassTime(time: string): string {
  if (pageLocaleCode === 'en') return time;
  return handedOverFormat(`clock:${time}`, () => clockFormat().format(clockDate(parseTwelveHourTime(time))));
}

/** A timetable range ("9:00am-10:00am"): as written in English, "09:00–10:00" elsewhere. */
export function formatClassHours(range: string): string {
  if (pageLocaleCode === 'en') return range;
  return handedOverFormat(`hours:${range}`, () => {
    const { start, end } = parseTwelveHourRange(range);
    const clock = clockFormat();
    // Joined by an en dash without spaces, as timetables print ranges ("18:00–19:00"); Intl's own
    // range format adds thin spaces the site's faces do not have.
    return `${clock.format(clockDate(start))}–${clock.format(clockDate(end))}`;
  });
}

/** "Monday", "lundi", "الاثنين". */
export function weekdayName(day: Weekday): string {
  if (pageLocaleCode === 'en') return weekdayLabel(day);
  // 1 January 2024 was a Monday.
  return handedOverFormat(`weekday:${day}`, () =>
    weekdayFormat().format(new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)))),
  );
}
