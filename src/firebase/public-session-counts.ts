/**
 * The public pages' read of the places of the sessions they show: each session's public count
 * (`sessions/{sessionId}`, which anyone may get by id) asked for in one `fetch` to Firestore's
 * REST `:batchGet` (firestore-rest.ts), bounded in time, parsed by the model's parser, and
 * undefined on any failure so the page simply shows no places. Like the timetable changes' read
 * (public-timetable-changes.ts), it loads no Firebase SDK: a page that only shows places never
 * pays for Firestore Lite and the app core (src/first-load.md). The booking itself, for a member,
 * is the SDK's (bookings.ts).
 *
 * App Check: where the build has it, the read carries the App Check token (./app-check-headers),
 * so enforcing App Check on Cloud Firestore keeps the places shown.
 */
import { parseSessionCount, type SessionCount } from '@/timetable/session-count';
import { appCheckHeaders } from './app-check-headers';
import { firebaseTarget } from './config';
import {
  batchGetDocuments,
  batchGetUrl,
  documentName,
  firestoreRestOrigin,
  postBatchGet,
  type RestFetch,
} from './firestore-rest';
import { SESSIONS_COLLECTION } from './session-collections';

/** The longest a page waits for the places before it gives up and shows none (as long as the changes' read). */
export const COUNTS_READ_TIMEOUT_MS = 4_000;

/** The batchGet address: the local emulator in local builds, the real project in production. */
export function sessionCountsUrl(target = firebaseTarget): string {
  return batchGetUrl(firestoreRestOrigin(target), target.config.projectId);
}

/** The full names of the sessions' counts, each id once. */
export function sessionCountNames(sessionIds: readonly string[], target = firebaseTarget): string[] {
  return [...new Set(sessionIds)].map((id) => documentName(target.config.projectId, `${SESSIONS_COLLECTION}/${id}`));
}

/**
 * The counts in a batchGet answer: a session whose count does not exist yet has nothing booked;
 * undefined when the answer is not one (a refusal, a page of another shape).
 */
export function countsFromBatchGet(answer: unknown): ReadonlyMap<string, SessionCount> | undefined {
  const documents = batchGetDocuments(answer);
  if (!documents) return undefined;
  const counts = new Map<string, SessionCount>();
  for (const id of documents.missing) counts.set(id, parseSessionCount(undefined));
  for (const { id, fields } of documents.found) counts.set(id, parseSessionCount(fields));
  return counts;
}

/**
 * One read, never rejecting: each session's count by id, or undefined when the answer is late,
 * refused or malformed. No request at all for no sessions.
 */
export async function fetchSessionCounts(
  fetchImpl: RestFetch,
  sessionIds: readonly string[],
  timeoutMs = COUNTS_READ_TIMEOUT_MS,
): Promise<ReadonlyMap<string, SessionCount> | undefined> {
  if (sessionIds.length === 0) return new Map();
  const headers = await appCheckHeaders();
  return countsFromBatchGet(
    await postBatchGet(fetchImpl, sessionCountsUrl(), sessionCountNames(sessionIds), timeoutMs, headers),
  );
}
