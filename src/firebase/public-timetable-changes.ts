/**
 * The public pages' read of the live timetable changes: the one query the rules allow
 * (timetable-changes-query.ts), sent as a single `fetch` to Firestore's REST `:runQuery`
 * (firestore-rest.ts), bounded in time, its documents parsed by the model's parser, and [] on
 * any failure so the page stays exactly as prerendered. The visit's sharing of one answer is the
 * live timetable's (src/live-timetable/read-timetable-changes.ts).
 *
 * Why REST and not Firestore Lite: the page only ever needs one anonymous query. Firestore Lite
 * loaded on demand costs its own chunk plus the Firebase app core, and its first request waits
 * for both; this read and what it imports (the parser, the slots, the timetable, most of which
 * the schedule pages load anyway) are a few kilobytes, and its request leaves as soon as it is
 * called (the sizes: src/first-load.md). It loads no Firebase SDK; it is imported dynamically all
 * the same, after the first paint: no first load waits for what only the page's later look needs.
 *
 * App Check: where the build has it, the read carries the App Check token (./app-check-headers),
 * so a project that enforces App Check on Cloud Firestore still shows its changes.
 */
import { parseTimetableChange, type TimetableChange } from '@/timetable/timetable-changes';
import { appCheckHeaders } from './app-check-headers';
import { firebaseTarget } from './config';
import { firestoreRestOrigin, postRunQuery, type RestFetch, runQueryDocuments, runQueryUrl } from './firestore-rest';
import { changesQueryBody } from './timetable-changes-query';

/** The longest a page waits for the changes before it gives up and stays as it is. */
export const CHANGES_READ_TIMEOUT_MS = 4_000;

/** The runQuery address: the local emulator in local builds, the real project in production. */
export function changesQueryUrl(target = firebaseTarget): string {
  return runQueryUrl(firestoreRestOrigin(target), target.config.projectId);
}

/** The changes in a runQuery answer; anything invalid left out. */
export function changesFromRunQuery(answer: unknown): TimetableChange[] {
  return runQueryDocuments(answer).flatMap(({ id, fields }) => {
    const change = parseTimetableChange(id, fields);
    return change ? [change] : [];
  });
}

/**
 * One read, never rejecting: the runQuery answer as it came, or undefined when it is late, refused
 * or not JSON. With App Check, its token is asked for first (bounded on its own).
 */
export async function askTimetableChanges(fetchImpl: RestFetch, now: Date, timeoutMs: number): Promise<unknown> {
  const headers = await appCheckHeaders();
  return postRunQuery(fetchImpl, changesQueryUrl(), changesQueryBody(now), timeoutMs, headers);
}

/** One read, never rejecting: the current changes, or [] when the answer is late, refused or malformed. */
export async function fetchTimetableChanges(
  fetchImpl: RestFetch,
  now: Date,
  timeoutMs = CHANGES_READ_TIMEOUT_MS,
): Promise<TimetableChange[]> {
  return changesFromRunQuery(await askTimetableChanges(fetchImpl, now, timeoutMs));
}
