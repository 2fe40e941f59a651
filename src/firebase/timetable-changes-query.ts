/**
 * Where the timetable changes are stored, and the one list query firestore.rules lets anyone ask
 * of them (`match /timetableChanges`): the changes ending after now, soonest ending first, with a
 * bound. The public pages' REST read and the desk's SDK read both ask it. It imports nothing, so
 * the end-to-end support asks the emulator the very same question.
 */

export const TIMETABLE_CHANGES_COLLECTION = 'timetableChanges';
/**
 * Who posted or last edited each change: `timetableChangeAuthors/{changeId}`, `{ by: uid, at:
 * time }`, written in the change's batch and read by staff alone.
 */
export const TIMETABLE_CHANGE_AUTHORS_COLLECTION = 'timetableChangeAuthors';

/** More changes than the desk will ever have current at once; a bound on the read all the same. */
export const CHANGES_READ_LIMIT = 200;
/**
 * The query asks for changes ending after the visitor's clock plus this margin. The rules let a
 * list through only if its filter starts no earlier than the server's time, and the browser's
 * clock is always a little behind that (the request travels) and sometimes minutes off. A change
 * ends at midnight in Tunis and the last class ends at 23:00, so an hour's margin hides nothing a
 * visitor could still attend.
 */
export const CHANGES_QUERY_MARGIN_MS = 60 * 60 * 1000;

/** The query as a runQuery request body (Firestore's REST structuredQuery). */
export function changesQueryBody(now: Date): string {
  const endsAt = { fieldPath: 'endsAt' };
  return JSON.stringify({
    structuredQuery: {
      from: [{ collectionId: TIMETABLE_CHANGES_COLLECTION }],
      where: {
        fieldFilter: {
          field: endsAt,
          op: 'GREATER_THAN',
          value: { timestampValue: new Date(now.getTime() + CHANGES_QUERY_MARGIN_MS).toISOString() },
        },
      },
      orderBy: [{ field: endsAt, direction: 'ASCENDING' }],
      limit: CHANGES_READ_LIMIT,
    },
  });
}
