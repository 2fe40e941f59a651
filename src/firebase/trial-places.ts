/**
 * The trial places taken in each class session, as the public counters in
 * `trialSessions/{sessionId}` hold them: `{ count }`, moved on by one in the very batch
 * that adds a trial request (./leads), and never above TRIAL_PLACES_PER_SESSION (firestore.rules).
 * They hold no personal data, so anyone reads them: the trial form shows which dates are full.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { withTimeout } from './with-timeout';

export const TRIAL_SESSIONS_COLLECTION = 'trialSessions';

/** The most ids one `in` query takes (Firestore's limit on a disjunction). */
const IDS_PER_QUERY = 30;

/** A session's places taken as stored, 0 when it has no counter yet (or an unreadable one). */
export function takenPlacesOf(data: DocumentData | undefined): number {
  const count: unknown = data?.count;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

/** Why the places could not be read, in the plain kinds every Firestore call reports. */
export class TakenPlacesError extends Error {
  constructor(readonly reason: FirestoreFailure) {
    super(`Could not read the trial places taken (${reason})`);
    this.name = 'TakenPlacesError';
  }
}

/**
 * How many trial places are taken in each of `sessionIds` (a session nobody booked maps to 0),
 * in one query per 30 ids, all within one bounded wait. Throws a TakenPlacesError whose `reason`
 * is 'network', 'unavailable' (also when no answer comes in time) or 'rejected'.
 */
export async function readTakenPlaces(sessionIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const ids = [...new Set(sessionIds)];
  const taken = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return taken;
  try {
    await withTimeout(
      (async () => {
        const [{ db, sdk }, queries] = await Promise.all([getDb(), import('./sdk-firestore-places')]);
        const sessions = sdk.collection(db, TRIAL_SESSIONS_COLLECTION);
        const chunks = Array.from({ length: Math.ceil(ids.length / IDS_PER_QUERY) }, (_, index) =>
          ids.slice(index * IDS_PER_QUERY, (index + 1) * IDS_PER_QUERY),
        );
        const snapshots = await Promise.all(
          chunks.map((chunk) =>
            queries.getDocs(queries.query(sessions, queries.where(queries.documentId(), 'in', chunk))),
          ),
        );
        for (const snapshot of snapshots) {
          for (const session of snapshot.docs) taken.set(session.id, takenPlacesOf(session.data()));
        }
      })(),
    );
  } catch (error) {
    throw new TakenPlacesError(firestoreFailure(error));
  }
  return taken;
}
