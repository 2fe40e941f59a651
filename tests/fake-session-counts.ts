/**
 * The public pages' read of sessions' places as unit tests see it (tests/setup.ts puts it in place
 * of @/firebase/public-session-counts): no network, each session's count as the test stored it
 * (nothing booked otherwise), and a vi.fn a test can inspect or make fail. Reset after every test.
 */
import { vi } from 'vitest';
import type { RestFetch } from '@/firebase/firestore-rest';
import { EMPTY_SESSION_COUNT, type SessionCount } from '@/timetable/session-count';

export const COUNTS_READ_TIMEOUT_MS = 4_000;

const stored = new Map<string, SessionCount>();

export const fetchSessionCounts =
  vi.fn<
    (fetchImpl: RestFetch, sessionIds: readonly string[]) => Promise<ReadonlyMap<string, SessionCount> | undefined>
  >();

function installDefaults() {
  fetchSessionCounts
    .mockReset()
    .mockImplementation(
      async (_fetch, sessionIds) => new Map(sessionIds.map((id) => [id, stored.get(id) ?? EMPTY_SESSION_COUNT])),
    );
}
installDefaults();

export const fakeSessionCounts = {
  /** The count Firestore holds for a session. */
  store(sessionId: string, count: Partial<SessionCount>) {
    stored.set(sessionId, { ...EMPTY_SESSION_COUNT, ...count });
  },
  reset() {
    stored.clear();
    installDefaults();
  },
};
