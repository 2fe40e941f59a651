/**
 * The page view's places: the public counts of the sessions its Book controls show, read once per
 * page view in one batch, after the first paint. Every control says which sessions it shows;
 * those asked for before the batch leaves go in it, and the page's every control shares the
 * answer. A failed or late read is quiet: the places are simply not shown, and not asked for again
 * in that view. The read itself (bounded, never rejecting) and when a batch leaves are injected,
 * so the store is tested without a network or a browser.
 */
import type { SessionCount } from '@/timetable/session-count';

/** Each session's count by id, or undefined when the read failed. */
export type SessionCountsRead = (
  sessionIds: readonly string[],
) => Promise<ReadonlyMap<string, SessionCount> | undefined>;

export interface SessionCountsStoreOptions {
  read: SessionCountsRead;
  /** Calls `flush` when the batch should leave (after the next paint: every control of the page has asked by then). */
  schedule: (flush: () => void) => void;
}

export interface SessionCountsStore {
  /** The counts this page view knows: a new map whenever one arrives or moves. */
  getSnapshot: () => ReadonlyMap<string, SessionCount>;
  subscribe: (listener: () => void) => () => void;
  /**
   * A part of page view `view` shows these sessions. A new view forgets the last one's counts and
   * answers (a page left is not read for); a session asked for in this view is never asked again.
   */
  want: (view: string, sessionIds: readonly string[]) => void;
  /** The member's own booking just went through: the count moves as the booking's batch moved it. */
  recordBooking: (sessionId: string, status: 'booked' | 'waiting', bookingId: string) => void;
  /** Forgets everything, as a new page load would (tests start each from here). */
  reset: () => void;
}

const NO_COUNTS: ReadonlyMap<string, SessionCount> = new Map();

export function createSessionCountsStore({ read, schedule }: SessionCountsStoreOptions): SessionCountsStore {
  let view: string | undefined;
  // Counts page views: an answer for a view the visitor has left is dropped.
  let generation = 0;
  let counts = NO_COUNTS;
  let asked = new Set<string>();
  let waiting: string[] = [];
  const listeners = new Set<() => void>();

  const setCounts = (next: ReadonlyMap<string, SessionCount>) => {
    counts = next;
    for (const listener of listeners) listener();
  };

  function flush(batchGeneration: number) {
    if (batchGeneration !== generation) return;
    const batch = waiting;
    waiting = [];
    read(batch).then(
      (found) => {
        if (batchGeneration !== generation || !found) return;
        setCounts(new Map([...counts, ...found]));
      },
      () => undefined,
    );
  }

  function startView(nextView: string | undefined) {
    view = nextView;
    generation += 1;
    asked = new Set();
    waiting = [];
    if (counts !== NO_COUNTS) setCounts(NO_COUNTS);
  }

  return {
    getSnapshot: () => counts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    want(nextView, sessionIds) {
      if (nextView !== view) startView(nextView);
      const fresh = [...new Set(sessionIds)].filter((id) => !asked.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) asked.add(id);
      const isFirstOfBatch = waiting.length === 0;
      waiting.push(...fresh);
      if (isFirstOfBatch) {
        const batchGeneration = generation;
        schedule(() => flush(batchGeneration));
      }
    },
    recordBooking(sessionId, status, bookingId) {
      const count = counts.get(sessionId);
      if (!count) return;
      const moved =
        status === 'booked' ? { ...count, booked: count.booked + 1 } : { ...count, queue: [...count.queue, bookingId] };
      setCounts(new Map([...counts, [sessionId, moved]]));
    },
    reset: () => startView(undefined),
  };
}
