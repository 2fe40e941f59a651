/**
 * The front desk's side of class sessions (staff only: firestore.rules): the bookings of the
 * coming sessions for the roster (one bounded query on the session's start), marking who came,
 * cancelling a member's booking (the place comes back, the waitlist moves up as for a member's
 * own cancellation), and correcting a session's count by hand. Loaded only by the desk; every call
 * is bounded and answers with the plain failure kinds.
 */
import { type AttendanceMark, type BookingRecord, parseBookingRecord } from '@/timetable/booking-record';
import type { TimeSpan } from '@/timetable/gym-days';
import { parseSessionCount, type SessionCount } from '@/timetable/session-count';
import type { ClassSession } from '@/timetable/sessions';
import { addSessionWrites } from './apply-session-writes';
import { getFirebase } from './client';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import {
  countPath,
  planAttendance,
  planCancellation,
  planCountCorrection,
  type SessionOutcome,
  type SessionWrite,
  sessionOutcome,
} from './session-batches';
import { BOOKINGS_COLLECTION } from './session-collections';
import { withTimeout } from './with-timeout';

/** The most bookings the roster reads at once (the rules allow staff lists of at most 200). */
export const ROSTER_LIMIT = 200;

export type DeskBookingsResult<T> = { ok: true; value: T } | { ok: false; reason: FirestoreFailure };

async function bounded<T>(call: () => Promise<T>): Promise<DeskBookingsResult<T>> {
  try {
    return { ok: true, value: await withTimeout(call()) };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

export interface RosterBookings {
  bookings: BookingRecord[];
  /** True when the roster hit ROSTER_LIMIT: some bookings of the span are not in it. */
  isCut: boolean;
}

/** Every booking (any status) of the sessions starting within `span`, soonest first. */
export function readRosterBookings(span: TimeSpan): Promise<DeskBookingsResult<RosterBookings>> {
  return bounded(async () => {
    const [{ db }, q] = await Promise.all([getDb(), import('./sdk-firestore-queries')]);
    const snapshot = await q.getDocs(
      q.query(
        q.collection(db, BOOKINGS_COLLECTION),
        q.where('sessionStart', '>=', q.Timestamp.fromDate(span.start)),
        q.where('sessionStart', '<', q.Timestamp.fromDate(span.end)),
        q.orderBy('sessionStart'),
        q.limit(ROSTER_LIMIT),
      ),
    );
    return {
      bookings: snapshot.docs.flatMap((document) => parseBookingRecord(document.id, document.data()) ?? []),
      isCut: snapshot.docs.length >= ROSTER_LIMIT,
    };
  });
}

/** Sends the planned writes as one batch; answers them once the batch is accepted. */
async function send(
  writes: (connection: Awaited<ReturnType<typeof getDb>>) => Promise<readonly SessionWrite[]>,
): Promise<readonly SessionWrite[]> {
  const connection = await getDb();
  const batch = connection.sdk.writeBatch(connection.db);
  const planned = await writes(connection);
  addSessionWrites(connection, batch, planned);
  await batch.commit();
  return planned;
}

async function countNow({ db, sdk }: Awaited<ReturnType<typeof getDb>>, sessionId: string) {
  return parseSessionCount((await sdk.getDoc(sdk.doc(db, countPath(sessionId)))).data());
}

export function markAttendance(booking: BookingRecord, mark: AttendanceMark): Promise<DeskBookingsResult<void>> {
  return bounded(async () => {
    await send(async () => planAttendance(booking, mark));
  });
}

/**
 * The gym cancels a member's booking or place in line: the place comes back, the line moves up
 * before the cutoff. Answers the session's count as the batch wrote it, and who moved up.
 */
export function cancelBookingAtDesk(
  booking: BookingRecord,
  session: ClassSession,
): Promise<DeskBookingsResult<SessionOutcome>> {
  return bounded(async () => {
    const writes = await send(async (connection) =>
      planCancellation(booking, session, await countNow(connection, session.sessionId), 'staff', new Date()),
    );
    return sessionOutcome(writes, session.sessionId);
  });
}

/**
 * Staff set a session's places booked and trial places taken (the rules keep them within the
 * class's places); the waitlist stays as stored. Answers the count as written.
 */
export function correctSessionCount(
  sessionId: string,
  booked: number,
  trials: number,
): Promise<DeskBookingsResult<SessionCount>> {
  return bounded(async () => {
    const { auth } = await getFirebase();
    const uid = auth.currentUser?.uid ?? 'desk';
    let written: SessionCount = { booked, trials, queue: [] };
    await send(async (connection) => {
      const stored = await countNow(connection, sessionId);
      written = { ...stored, booked, trials };
      return planCountCorrection(sessionId, stored, booked, trials, uid);
    });
    return written;
  });
}
