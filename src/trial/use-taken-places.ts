import { useEffect, useState } from 'react';
import type { SessionCount } from '@/timetable/session-count';
import type { ClassSession } from '@/timetable/sessions';

export type TakenPlaces =
  | { status: 'loading' }
  | { status: 'known'; counts: ReadonlyMap<string, SessionCount> }
  /** The read failed (its wait is bounded in the Firebase layer): the form says so, and the rules still refuse a full date. */
  | { status: 'failed' };

/** The Firebase layer loads only now: nothing of it is in the page's first load. */
async function readCounts(sessionIds: readonly string[]): Promise<ReadonlyMap<string, SessionCount>> {
  const { readSessionCounts } = await import('@/firebase/session-counts');
  return readSessionCounts(sessionIds);
}

/** Each session's places (trial places among them), read once when the dates are first known. */
export function useTakenPlaces(sessions: readonly ClassSession[]): TakenPlaces {
  const [places, setPlaces] = useState<TakenPlaces>({ status: 'loading' });
  const isReady = sessions.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the dates first exist.
  useEffect(() => {
    if (!isReady) return;
    let isCurrent = true;
    readCounts(sessions.map((session) => session.sessionId)).then(
      (counts) => isCurrent && setPlaces({ status: 'known', counts }),
      () => isCurrent && setPlaces({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isReady]);
  return places;
}
