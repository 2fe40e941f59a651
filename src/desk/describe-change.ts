/**
 * A timetable change in plain words for the desk ("Karate at 22:00 on Friday 4 December is
 * cancelled."), in whichever language the context carries: the page's in the desk, each of the
 * three in describe-change.test.ts. Pure: every word and name comes from the context.
 */
import type { GymClassName } from '@/content/class-names';
import type { DeskChangesContent } from '@/content/desk-changes';
import type { TrainerId } from '@/content/trainers-facts';
import { spellDayAndMonth } from '@/i18n/date-words';
import { classSlotById } from '@/timetable/class-slots';
import { formatGymTime, type GymDate, wallClockOfDate } from '@/timetable/gym-date';
import type { TimetableChangeFields } from '@/timetable/timetable-changes';

export interface DescribeContext {
  words: DeskChangesContent['describe'];
  /** The Intl locale dates are written in (src/i18n/locales.ts). */
  intlLocale: string;
  classLabel: (name: GymClassName) => string;
  trainerName: (id: TrainerId) => string;
}

/** "Friday 4 December", "vendredi 4 décembre", "الجمعة 4 ديسمبر": the date as the public pages spell it. */
export function formatChangeDate(date: GymDate, intlLocale: string): string {
  return spellDayAndMonth(wallClockOfDate(date), intlLocale);
}

/** The change's own words, every value in the context's language. */
export function describeChange(change: TimetableChangeFields, context: DescribeContext): string {
  const { words, intlLocale } = context;
  const date = (value: GymDate) => formatChangeDate(value, intlLocale);
  if (change.kind === 'hours') {
    const isOneDay = change.from === change.to;
    if (change.closed)
      return isOneDay ? words.closedDay(date(change.from)) : words.closedRange(date(change.from), date(change.to));
    return isOneDay
      ? words.openDay(date(change.from), change.opens, change.closes)
      : words.openRange(date(change.from), date(change.to), change.opens, change.closes);
  }
  const slot = classSlotById(change.slotId);
  const session = words.session({
    className: slot ? context.classLabel(slot.className) : change.slotId,
    time: slot ? formatGymTime(slot.start) : '',
    date: date(change.date),
  });
  switch (change.kind) {
    case 'cancelled':
      return words.cancelled(session);
    case 'moved':
      return words.moved(session, change.start, change.end);
    case 'substitute':
      return words.substitute(session, context.trainerName(change.trainerId));
  }
}
