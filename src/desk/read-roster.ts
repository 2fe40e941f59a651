/**
 * The roster's reads, sent together and nothing per row: ONE bounded query for the bookings of
 * the two days (src/firebase/desk-bookings.ts), the trials as the overview reads them (one
 * bounded query), and the public counts of the two days' sessions by id (one query per 30
 * sessions, more than two days of the timetable hold). Staff only by the rules, each bounded in
 * time; if any fails the roster says why and offers Try again, rather than show a half roster.
 */
import type { DeskTrial } from '@/firebase/desk-trials';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import type { BookingRecord } from '@/timetable/booking-record';
import { gymDaysFrom } from '@/timetable/gym-days';
import type { SessionCount } from '@/timetable/session-count';
import { ROSTER_DAYS, rosterSessions } from './session-roster';

export interface RosterRead {
  /** The clock the roster was read at: the days it covers. */
  now: Date;
  bookings: BookingRecord[];
  /** The bookings' read reached its limit: some are not shown. */
  isBookingsCut: boolean;
  trials: DeskTrial[];
  isTrialsCapped: boolean;
  counts: ReadonlyMap<string, SessionCount>;
}

export type RosterReadResult = ({ ok: true } & RosterRead) | { ok: false; reason: FirestoreFailure };

async function countsOf(sessionIds: readonly string[]) {
  const { readSessionCounts, SessionCountsError } = await import('@/firebase/session-counts');
  try {
    return { ok: true as const, value: await readSessionCounts(sessionIds) };
  } catch (error) {
    return { ok: false as const, reason: error instanceof SessionCountsError ? error.reason : ('network' as const) };
  }
}

/** `signal`: once aborted (the desk has gone), nothing more is sent. */
export async function readRoster(signal: AbortSignal, now: Date = new Date()): Promise<RosterReadResult> {
  const [trialsModule, bookingsModule] = await Promise.all([
    import('@/firebase/desk-trials'),
    import('@/firebase/desk-bookings'),
  ]);
  if (signal.aborted) return { ok: false, reason: 'network' };
  const [trials, bookings, counts] = await Promise.all([
    trialsModule.readUpcomingTrials(signal, now),
    bookingsModule.readRosterBookings(gymDaysFrom(now, ROSTER_DAYS)),
    countsOf(rosterSessions(now).map(({ sessionId }) => sessionId)),
  ]);
  if (!trials.ok) return trials;
  if (!bookings.ok) return bookings;
  if (!counts.ok) return counts;
  return {
    ok: true,
    now,
    bookings: bookings.value.bookings,
    isBookingsCut: bookings.value.isCut,
    trials: trials.trials,
    isTrialsCapped: trials.isCapped,
    counts: counts.value,
  };
}
