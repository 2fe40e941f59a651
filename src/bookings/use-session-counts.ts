/**
 * The page view's one read of its sessions' places (session-counts-store.ts), through Firestore's
 * REST API (src/firebase/public-session-counts.ts): loaded with the live Book controls, after the
 * first paint, never in a first load.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchSessionCounts } from '@/firebase/public-session-counts';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { SessionCount } from '@/timetable/session-count';
import { createSessionCountsStore } from './session-counts-store';

export const sessionCounts = createSessionCountsStore({
  read: (sessionIds) => fetchSessionCounts((input, init) => fetch(input, init), sessionIds),
  schedule: (flush) => {
    afterNextPaint(flush);
  },
});

/**
 * The places of the sessions a part of the page shows, as far as the page view knows them: a
 * session is absent until the read has answered, and stays absent if it failed. A page view is
 * its path: the same page shown again after a change of its state (a list expanded, a return from
 * sign-in) reads nothing again.
 */
export function useSessionCounts(sessionIds: readonly string[]): ReadonlyMap<string, SessionCount> {
  const { pathname } = useLocation();
  const wanted = sessionIds.join(' ');
  useEffect(() => {
    if (wanted) sessionCounts.want(pathname, wanted.split(' '));
  }, [pathname, wanted]);
  return useSyncExternalStore(sessionCounts.subscribe, sessionCounts.getSnapshot, sessionCounts.getSnapshot);
}
