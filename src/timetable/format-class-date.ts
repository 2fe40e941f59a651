/**
 * A class's next date as members read it ("next: Monday 24 November, 9:00"), in the gym's
 * time zone. Intl spells the names in the page's language; the words and their order come from
 * the content module, assembled from parts because engines disagree on the punctuation of a
 * whole formatted date.
 */
import { myWeek } from '@/content/my-week';
import { pageIntlLocale } from '@/i18n/format';
import { GYM_TIME_ZONE } from './gym-time';

// Made on first use, not when the module loads: a formatter wakes the engine's locale data.
let dateParts: Intl.DateTimeFormat | undefined;

export function formatNextClassDate(start: Date): string {
  dateParts ??= new Intl.DateTimeFormat(pageIntlLocale, {
    timeZone: GYM_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = dateParts.formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return myWeek.nextClass({
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    // "9:00", not "09:00": the timetable's own way of writing the hour.
    time: `${Number(part('hour'))}:${part('minute')}`,
  });
}
