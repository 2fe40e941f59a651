/**
 * The public counts of class sessions (`sessions/{sessionId}`, src/timetable/session-count.ts):
 * places booked, trial places taken, the waitlist. They hold no personal data, so anyone reads
 * them by id; the rules allow a list of at most 30 (Firestore's limit on one `in` filter too).
 */
import { EMPTY_SESSION_COUNT, parseSessionCount, type SessionCount } from '@/timetable/session-count';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { SESSIONS_COLLECTION } from './session-collections';
import { withTimeout } from './with-timeout';

/** The most ids one query takes: Firestore's limit on a disjunction, and the rules' on a list. */
export const COUNTS_PER_QUERY = 30;

/** Why the counts could not be read, in the plain kinds every Firestore call reports. */
export class SessionCountsError extends Error {
  constructor(readonly reason: FirestoreFailure) {
    super(`Could not read the sessions' places (${reason})`);
    this.name = 'SessionCountsError';
  }
}

/**
 * Each of `sessionIds`' count (a session nobody booked counts nothing), in one query per 30 ids,
 * all within one bounded wait. Throws a SessionCountsError whose `reason` is 'network',
 * 'unavailable' (also when no answer comes in time) or 'rejected'.
 */
export async function readSessionCounts(sessionIds: readonly string[]): Promise<ReadonlyMap<string, SessionCount>> {
  const ids = [...new Set(sessionIds)];
  const counts = new Map<string, SessionCount>(ids.map((id) => [id, EMPTY_SESSION_COUNT]));
  if (ids.length === 0) return counts;
  try {
    await withTimeout(
      (async () => {
        const [{ db, sdk }, queries] = await Promise.all([getDb(), import('./sdk-firestore-counts')]);
        const sessions = sdk.collection(db, SESSIONS_COLLECTION);
        const chunks = Array.from({ length: Math.ceil(ids.length / COUNTS_PER_QUERY) }, (_, index) =>
          ids.slice(index * COUNTS_PER_QUERY, (index + 1) * COUNTS_PER_QUERY),
        );
        const snapshots = await Promise.all(
          chunks.map((chunk) =>
            queries.getDocs(
              queries.query(
                sessions,
                queries.where(queries.documentId(), 'in', chunk),
                queries.limit(COUNTS_PER_QUERY),
              ),
            ),
          ),
        );
        for (const snapshot of snapshots) {
          for (const session of snapshot.docs) counts.set(session.id, parseSessionCount(session.data()));
        }
      })(),
    );
  } catch (error) {
    throw new SessionCountsError(firestoreFailure(error));
  }
  return counts;
}
