/**
 * The page view's one read of the live timetable changes, shared by every part of the page that
 * asks, and kept a few minutes in the tab for the visit's next pages. The read itself, bounded
 * and never rejecting, is the Firebase layer's (src/firebase/public-timetable-changes.ts). Loaded
 * only on demand (use-timetable-changes.ts, timetable-changes-when-known.ts): it names
 * Firestore's address, which no first load may carry.
 */
import { CHANGES_KEPT_MINUTES } from '@/content/live-timetable-facts';
import type { RestFetch } from '@/firebase/firestore-rest';
import { askTimetableChanges, CHANGES_READ_TIMEOUT_MS, changesFromRunQuery } from '@/firebase/public-timetable-changes';
import type { TimetableChange } from '@/timetable/timetable-changes';

/**
 * How long an answer serves the later pages of the same visit: at most one read per visit for a
 * visitor going from page to page, while a change staff post reaches a visitor who stays within
 * minutes.
 */
export const CHANGES_VISIT_CACHE_MS = CHANGES_KEPT_MINUTES * 60 * 1000;
const VISIT_CACHE_KEY = 'rivage-gym:timetable-changes';

/** Where a visit keeps its answer: the tab's sessionStorage (nothing personal: the public changes). */
export type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function visitStorage(): VisitStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage switched off (some privacy settings throw on access): every page reads for itself.
    return undefined;
  }
}

/** The answer this visit already has, if it is recent enough; never trusted beyond the parser. */
function visitAnswer(storage: VisitStorage | undefined, now: Date): unknown {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(VISIT_CACHE_KEY) ?? 'null');
    if (!isRecord(kept) || typeof kept.at !== 'number') return undefined;
    const age = now.getTime() - kept.at;
    return age >= 0 && age < CHANGES_VISIT_CACHE_MS ? kept.answer : undefined;
  } catch {
    return undefined;
  }
}

function keepForVisit(storage: VisitStorage | undefined, now: Date, answer: unknown): void {
  try {
    storage?.setItem(VISIT_CACHE_KEY, JSON.stringify({ at: now.getTime(), answer }));
  } catch {
    // Full or switched off: the next page reads again, which is all this costs.
  }
}

/**
 * A reader that asks once and hands every later caller the same answer; a page of the same visit
 * within CHANGES_VISIT_CACHE_MS reuses the answer without asking. A failed read is not kept.
 */
export function createTimetableChangesReader(
  fetchImpl: RestFetch = (input, init) => fetch(input, init),
  clock: () => Date = () => new Date(),
  storage: VisitStorage | undefined = visitStorage(),
): () => Promise<TimetableChange[]> {
  let read: Promise<TimetableChange[]> | undefined;
  const readOnce = async () => {
    const now = clock();
    const kept = visitAnswer(storage, now);
    // Kept answers are re-read against the clock: a change that has ended since is left out.
    if (kept !== undefined) return changesFromRunQuery(kept).filter((change) => change.endsAt > now);
    return askAndKeep(fetchImpl, now, storage);
  };
  return () => {
    read ??= readOnce();
    return read;
  };
}

async function askAndKeep(fetchImpl: RestFetch, now: Date, storage: VisitStorage | undefined) {
  const answer = await askTimetableChanges(fetchImpl, now, CHANGES_READ_TIMEOUT_MS);
  if (Array.isArray(answer)) keepForVisit(storage, now, answer);
  return changesFromRunQuery(answer);
}

/** The page load's changes: the first caller starts the read, every other one shares it. */
export const readTimetableChanges = createTimetableChangesReader();

/**
 * The changes as stored now, asked again past the page's read and the visit's kept answer: for
 * when the rules refused a request the page's changes allowed (staff changed the timetable since
 * it read them). The answer is kept for the visit's next pages. Never rejects: [] when it fails.
 */
export function readTimetableChangesAfresh(
  fetchImpl: RestFetch = (input, init) => fetch(input, init),
  now = new Date(),
  storage: VisitStorage | undefined = visitStorage(),
): Promise<TimetableChange[]> {
  return askAndKeep(fetchImpl, now, storage);
}
