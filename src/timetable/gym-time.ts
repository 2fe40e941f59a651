/** The gym's clock: it is in Tunisia, so "today" and every class time are Tunis time. */
import { type Weekday, weekdays } from '@/lib/weekdays';
import { mondayFirstDayIndex, wallClockIn } from './zoned-time';

/** The gym is in Tunisia: "today" is Tunis time, whatever the visitor's clock says. */
export const GYM_TIME_ZONE = 'Africa/Tunis';

export function weekdayInGymTimeZone(now: Date = new Date()): Weekday {
  const day = weekdays[mondayFirstDayIndex(wallClockIn(now, GYM_TIME_ZONE))];
  if (!day) throw new Error(`No weekday for ${now.toISOString()}`);
  return day;
}

/**
 * The gym's offset from UTC in minutes. Tunisia has kept UTC+1 all year since 2009, and
 * firestore.rules, which has no time zones, computes a session's start with this number; the
 * rules-sources test checks that Intl's zone data agrees for every day of the next two years,
 * so a change of the law fails a test before it moves a class by an hour.
 */
export const GYM_UTC_OFFSET_MINUTES = 60;
