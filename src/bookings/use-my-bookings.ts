/**
 * My week's bookings: one bounded read of the signed-in member's bookings each time the page
 * opens for them (from a day ago, so a class under way still shows), with the places in line
 * of their waitlist places from those sessions' public counts, and the member's cancellations.
 * The Firebase code loads only for a signed-in member, on the first read.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CancelResult } from '@/firebase/bookings';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import { afterCancelling, linePositions, type MyBooking, waitingSessionIds, withSessions } from './my-bookings';

const loadBookings = () => import('@/firebase/bookings');
const loadCounts = () => import('@/firebase/session-counts');

const DAY_MS = 24 * 60 * 60 * 1000;

export type MyBookingsState =
  /** Nobody signed in: nothing is read. */
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'failed'; reason: FirestoreFailure }
  | {
      phase: 'ready';
      bookings: readonly MyBooking[];
      /** Booking id → place in line (1: next to move up); undefined when the counts could not be read. */
      positions: ReadonlyMap<string, number> | undefined;
    };

export interface MyBookings {
  state: MyBookingsState;
  /** Reads the list again, after a failed read. */
  retry: () => void;
  /** Cancels a booked place or leaves a waitlist; on success the list shows the booking as it now stands. */
  cancel: (booking: MyBooking) => Promise<CancelResult>;
}

/** The code itself did not download: the member is offline. */
const notDownloaded = { ok: false, reason: 'network' } as const;

async function readPositions(bookings: readonly MyBooking[], now: Date) {
  const ids = waitingSessionIds(bookings, now);
  if (ids.length === 0) return new Map<string, number>();
  try {
    const { readSessionCounts } = await loadCounts();
    return linePositions(bookings, await readSessionCounts(ids));
  } catch {
    // The list stands without the places in line: "On the waitlist".
    return undefined;
  }
}

async function readAll(uid: string): Promise<MyBookingsState> {
  const now = new Date();
  const bookings = await loadBookings().then(
    (module) => module.readMyBookings(uid, new Date(now.getTime() - DAY_MS)),
    () => notDownloaded,
  );
  if (!bookings.ok) return { phase: 'failed', reason: bookings.reason };
  const mine = withSessions(bookings.value);
  return { phase: 'ready', bookings: mine, positions: await readPositions(mine, now) };
}

const IDLE: MyBookingsState = { phase: 'idle' };
const LOADING: MyBookingsState = { phase: 'loading' };

export function useMyBookings(uid: string | undefined): MyBookings {
  const [reads, setReads] = useState(0);
  // What a read answered, for the member and the read it was: until the answer for this member
  // and this read has come, the state is loading (and idle for nobody), from the first render on.
  const [answered, setAnswered] = useState<{ key: string; state: MyBookingsState }>();
  const key = uid ? `${reads}:${uid}` : undefined;

  useEffect(() => {
    if (!uid || !key) return;
    let isCurrent = true;
    void readAll(uid).then((state) => {
      if (isCurrent) setAnswered({ key, state });
    });
    return () => {
      isCurrent = false;
    };
  }, [uid, key]);

  const retry = useCallback(() => setReads((count) => count + 1), []);

  const cancel = useCallback(async (booking: MyBooking): Promise<CancelResult> => {
    const result = await loadBookings().then(
      (module) => module.cancelMyBooking(booking.record, booking.session),
      () => notDownloaded,
    );
    if (result.ok) {
      const cancelled = afterCancelling(booking, new Date());
      setAnswered((latest) =>
        latest?.state.phase === 'ready'
          ? {
              ...latest,
              state: {
                ...latest.state,
                bookings: latest.state.bookings.map((each) =>
                  each.record.id === booking.record.id ? cancelled : each,
                ),
              },
            }
          : latest,
      );
    }
    return result;
  }, []);

  const state = !key ? IDLE : answered?.key === key ? answered.state : LOADING;
  return { state, retry, cancel };
}
