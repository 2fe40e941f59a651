import { settleWithin } from '@/lib/settle-within';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { readTimetableChangesPart } from './read-timetable-changes-part';

/**
 * Longer than the read's own bound (CHANGES_READ_TIMEOUT_MS, 4 s, in
 * src/firebase/public-timetable-changes.ts, which the page imports only dynamically, through
 * read-timetable-changes.ts): time for its chunk to arrive as well. Only a chunk
 * download that never settles reaches it.
 */
const CHANGES_WAIT_MS = 6_000;

/**
 * The changes for something the visitor asked for now (a calendar file, a trial request): the
 * ones the page already has, or else the page's one read (the same request useTimetableChanges
 * started or will share), waited for. Never rejects and never hangs: [] when the read fails, is
 * late or its code cannot be loaded, so the action goes ahead as without changes.
 */
export function timetableChangesWhenKnown(
  known: readonly TimetableChange[] | undefined,
): Promise<readonly TimetableChange[]> {
  if (known) return Promise.resolve(known);
  const read = readTimetableChangesPart.attempt().then(
    ({ readTimetableChanges }) => readTimetableChanges(),
    () => [],
  );
  return settleWithin(read, CHANGES_WAIT_MS, () => []);
}

/**
 * The changes as stored now, past what the page and the visit already read: after the rules
 * refused a request, to tell the visitor whether the gym changed their session meanwhile. Never
 * rejects and never hangs ([] as above).
 */
export function timetableChangesAfresh(): Promise<readonly TimetableChange[]> {
  const read = readTimetableChangesPart.attempt().then(
    ({ readTimetableChangesAfresh }) => readTimetableChangesAfresh(),
    () => [],
  );
  return settleWithin(read, CHANGES_WAIT_MS, () => []);
}
