import { useEffect, useState } from 'react';
import type { TrialSession } from '@/timetable/trial-sessions';

export type TakenPlaces =
  | { status: 'loading' }
  | { status: 'known'; taken: ReadonlyMap<string, number> }
  /** The read failed (its wait is bounded in the Firebase layer): the form says so, and the rules still refuse a full date. */
  | { status: 'failed' };

/** The Firebase layer loads only now: nothing of it is in the page's first load. */
async function readTaken(sessionIds: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const { readTakenPlaces } = await import('@/firebase/trial-places');
  return readTakenPlaces(sessionIds);
}

/** How many trial places each session has taken, read once when the dates are first known. */
export function useTakenPlaces(sessions: readonly TrialSession[]): TakenPlaces {
  const [places, setPlaces] = useState<TakenPlaces>({ status: 'loading' });
  const isReady = sessions.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the dates first exist.
  useEffect(() => {
    if (!isReady) return;
    let isCurrent = true;
    readTaken(sessions.map((session) => session.sessionId)).then(
      (taken) => isCurrent && setPlaces({ status: 'known', taken }),
      () => isCurrent && setPlaces({ status: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [isReady]);
  return places;
}
