/**
 * A class's next date as members read it ("next: Monday 24 November, 9:00"), in the gym's
 * time zone. The names are spelled in the page's language (src/i18n/date-words.ts); the words
 * and their order come from the content module.
 */
import { myWeek } from '@/content/my-week';
import { dayAndMonthParts } from '@/i18n/date-words';
import { pageIntlLocale } from '@/i18n/format';
import { GYM_TIME_ZONE } from './gym-time';
import { wallClockIn } from './zoned-time';

export function formatNextClassDate(start: Date): string {
  const wall = wallClockIn(start, GYM_TIME_ZONE);
  return myWeek.nextClass({
    ...dayAndMonthParts(wall, pageIntlLocale),
    // "9:00", not "09:00": the timetable's own way of writing the hour.
    time: `${wall.hour}:${String(wall.minute).padStart(2, '0')}`,
  });
}
