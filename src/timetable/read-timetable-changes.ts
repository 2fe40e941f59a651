/**
 * The public pages' one read of the live timetable changes: a single `fetch` to Firestore's REST
 * `:runQuery` (from timetableChanges, endsAt after now, by endsAt, at most 200), once per page
 * load and kept a few minutes for the visit's next pages, bounded in time, and [] on any failure
 * so the page stays exactly as prerendered.
 *
 * Why REST and not Firestore Lite: the page only ever needs one anonymous query. Firestore Lite
 * loaded on demand costs its own chunk plus the Firebase app core: 71.5 KB + 27.7 KB raw,
 * 21.8 KB + 9.1 KB = 30.9 KB gzip (the site's sdk-firestore and index.esm chunks, gzip -9), and
 * its first request waits for both. This module with everything it imports (the parser, the
 * slots, the timetable, most of which the schedule pages load anyway) is 7.4 KB raw, 3.2 KB gzip
 * (esbuild --minify), and its request leaves as soon as it is called. It loads no Firebase SDK;
 * it is imported dynamically all the same (use-timetable-changes.ts), after the first paint: no
 * first load waits for what only the page's later look needs.
 *
 * App Check: REST requests carry no App Check token. If the owner ever enforces App Check on
 * Cloud Firestore, this read is refused and the pages simply show the timetable without changes.
 */
import { CHANGES_KEPT_MINUTES } from '@/content/live-timetable-facts';
import { firebaseTarget } from '@/firebase/config';
import { parseTimetableChange, TIMETABLE_CHANGES_COLLECTION, type TimetableChange } from './timetable-changes';

/** The longest a page waits for the changes before it gives up and stays as it is. */
export const CHANGES_READ_TIMEOUT_MS = 4_000;
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

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The runQuery address: the local emulator in local builds, the real project in production. */
export function changesQueryUrl(target = firebaseTarget): string {
  const origin =
    target.kind === 'emulators'
      ? `http://${target.firestoreEmulator.host}:${target.firestoreEmulator.port}`
      : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${target.config.projectId}/databases/(default)/documents:runQuery`;
}

/** The request body: the one query the rules allow (firestore.rules, timetableChanges). */
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A REST value (`{ stringValue: "…" }`, `{ timestampValue: "…" }`, `{ mapValue: { fields } }`, …)
 * as plain data. A kind the changes never hold (bytes, references, places) stays as it came, and
 * the parser refuses it.
 */
export function decodeRestValue(value: unknown): unknown {
  if (!isRecord(value)) return value;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('mapValue' in value) return decodeRestFields(isRecord(value.mapValue) ? value.mapValue.fields : undefined);
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map(decodeRestValue) : [];
  }
  return value;
}

function decodeRestFields(fields: unknown): Record<string, unknown> {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeRestValue(value)]));
}

/** The changes in a runQuery answer (an array of `{ document?, readTime }`); anything invalid left out. */
export function changesFromRunQuery(answer: unknown): TimetableChange[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item) => {
    const document = isRecord(item) ? item.document : undefined;
    if (!isRecord(document) || typeof document.name !== 'string') return [];
    const id = document.name.slice(document.name.lastIndexOf('/') + 1);
    const change = parseTimetableChange(id, decodeRestFields(document.fields));
    return change ? [change] : [];
  });
}

/**
 * One read, never rejecting: the runQuery answer as it came, or undefined when it is late,
 * refused or not JSON.
 */
async function fetchRunQueryAnswer(fetchImpl: Fetch, now: Date, timeoutMs: number): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(changesQueryUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: changesQueryBody(now),
      signal: controller.signal,
    });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** One read, never rejecting: the current changes, or [] when the answer is late, refused or malformed. */
export async function fetchTimetableChanges(
  fetchImpl: Fetch,
  now: Date,
  timeoutMs = CHANGES_READ_TIMEOUT_MS,
): Promise<TimetableChange[]> {
  return changesFromRunQuery(await fetchRunQueryAnswer(fetchImpl, now, timeoutMs));
}

/**
 * How long an answer serves the later pages of the same visit: "at most once per visit" (issue
 * 29) for a visitor going from page to page, while a change staff post reaches a visitor who
 * stays within minutes.
 */
export const CHANGES_VISIT_CACHE_MS = CHANGES_KEPT_MINUTES * 60 * 1000;
const VISIT_CACHE_KEY = 'rivage-gym:timetable-changes';

/** Where a visit keeps its answer: the tab's sessionStorage (nothing personal: the public changes). */
export type VisitStorage = Pick<Storage, 'getItem' | 'setItem'>;

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
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  clock: () => Date = () => new Date(),
  storage: VisitStorage | undefined = visitStorage(),
): () => Promise<TimetableChange[]> {
  let read: Promise<TimetableChange[]> | undefined;
  const readOnce = async () => {
    const now = clock();
    const kept = visitAnswer(storage, now);
    // Kept answers are re-read against the clock: a change that has ended since is left out.
    if (kept !== undefined) return changesFromRunQuery(kept).filter((change) => change.endsAt > now);
    const answer = await fetchRunQueryAnswer(fetchImpl, now, CHANGES_READ_TIMEOUT_MS);
    if (Array.isArray(answer)) keepForVisit(storage, now, answer);
    return changesFromRunQuery(answer);
  };
  return () => {
    read ??= readOnce();
    return read;
  };
}

/** The page load's changes: the first caller starts the read, every other one shares it. */
export const readTimetableChanges = createTimetableChangesReader();
