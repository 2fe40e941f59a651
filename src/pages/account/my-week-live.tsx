/**
 * What the live changes do to a member's week: loaded on demand, and only when there
 * are changes, so My week's own code stays small for the many visits that have none.
 */
import { ChangeLines } from '@/live-timetable/change-lines';
import { sessionChangeLines } from '@/live-timetable/live-timetable-format';
import type { ClassSlot } from '@/timetable/class-slots';
import { changedSessions } from '@/timetable/session-changes';
import type { TimetableChange } from '@/timetable/timetable-changes';

export { withTimetableChanges } from '@/timetable/calendar-changes';
export { orderFromTodayWithChanges } from '@/timetable/session-changes';

/** What changes the class's coming sessions, in words ("Cancelled on Friday 27 November"). */
export function ClassChanges({
  slot,
  changes,
  now,
}: {
  slot: ClassSlot;
  changes: readonly TimetableChange[];
  now: Date;
}) {
  const lines = changedSessions(slot, changes, now).flatMap(({ date, status }) =>
    sessionChangeLines(slot, date, status),
  );
  return <ChangeLines lines={lines} className="mt-2" />;
}
