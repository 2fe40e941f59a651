/**
 * What a class's coming sessions change, as lines a page shows beside the slot: the
 * schedule rows and the class cards. Only the next two weeks: a change further ahead is true but
 * not yet news, and the weekly row or card has no room for a list of dates.
 */
import type { ClassSlot } from '@/timetable/class-slots';
import { addGymDays, gymDateOf } from '@/timetable/gym-date';
import { changedSessions } from '@/timetable/session-changes';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { type ChangeLine, sessionChangeLines } from './live-timetable-format';

/** How far ahead (in days from today at the gym) a slot's changes are shown beside it. */
export const COMING_CHANGES_DAYS = 14;

/** The slot's changed sessions from its next date until COMING_CHANGES_DAYS from today, earliest first. */
export function comingChangeLines(slot: ClassSlot, changes: readonly TimetableChange[], now: Date): ChangeLine[] {
  const until = addGymDays(gymDateOf(now), COMING_CHANGES_DAYS);
  return changedSessions(slot, changes, now)
    .filter(({ date }) => date < until)
    .flatMap(({ date, status }) => sessionChangeLines(slot, date, status));
}
