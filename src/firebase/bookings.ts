/**
 * A member's bookings of class sessions (`bookings`, firestore.rules): their own list, booking a
 * place or a place in line, cancelling or leaving it, and the name they give for the roster. Each
 * batch is planned from what was just read (./session-batches) and sent whole; when the rules
 * refuse it because someone else moved the session's count in between (two members racing for the
 * last place), the count is read again: the member is told the session is now full (and offered
 * the waitlist), or the batch is planned and sent once more. Firestore Lite loads on first use;
 * every call is bounded and answers with the plain failure kinds.
 */
import type { Firestore } from 'firebase/firestore/lite';
import { type BookingRecord, parseBookingRecord } from '@/timetable/booking-record';
import { parseSessionCount, type SessionCount } from '@/timetable/session-count';
import type { ClassSession } from '@/timetable/sessions';
import { addSessionWrites } from './apply-session-writes';
import { type FirestoreSdk, getDb } from './firestore';
import { type FirestoreFailure, firestoreErrorCode, firestoreFailure } from './firestore-failure';
import {
  type BookingRefusal,
  countPath,
  type Holdings,
  holdingsPath,
  planBooking,
  planCancellation,
  type SessionWrite,
} from './session-batches';
import { BOOKINGS_COLLECTION } from './session-collections';
import { withTimeout } from './with-timeout';

/** The most bookings a member's list reads: the cap of upcoming ones, and recent past ones. */
export const MY_BOOKINGS_LIMIT = 50;

/** How a member's own bookings are asked for (firestore.indexes.json has its index: tests/query-indexes.test.ts). */
export const myBookingsQueryShape = { collection: BOOKINGS_COLLECTION, equal: ['uid'], span: 'sessionStart' } as const;

type Connection = { db: Firestore; sdk: FirestoreSdk };

export type BookingsResult<T> = { ok: true; value: T } | { ok: false; reason: FirestoreFailure };

async function bounded<T>(call: () => Promise<T>): Promise<BookingsResult<T>> {
  try {
    return { ok: true, value: await withTimeout(call()) };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

const asDate = (value: unknown): Date | undefined =>
  typeof (value as { toDate?: unknown } | null)?.toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : undefined;

async function readCount({ db, sdk }: Connection, sessionId: string): Promise<SessionCount> {
  return parseSessionCount((await sdk.getDoc(sdk.doc(db, countPath(sessionId)))).data());
}

async function readHoldings({ db, sdk }: Connection, uid: string): Promise<Holdings | undefined> {
  const snapshot = await sdk.getDoc(sdk.doc(db, holdingsPath(uid)));
  if (!snapshot.exists()) return undefined;
  const stored = (snapshot.data()?.sessions ?? {}) as Record<string, { booking?: unknown; start?: unknown }>;
  const sessions: Record<string, { booking: string; start: Date }> = {};
  for (const [sessionId, held] of Object.entries(stored)) {
    const start = asDate(held?.start);
    if (typeof held?.booking === 'string' && start) sessions[sessionId] = { booking: held.booking, start };
  }
  return { sessions };
}

async function send({ db, sdk }: Connection, writes: readonly SessionWrite[]): Promise<void> {
  const batch = sdk.writeBatch(db);
  addSessionWrites({ db, sdk }, batch, writes);
  await batch.commit();
}

/**
 * The member's bookings of sessions from `since` on, soonest first (booked, waiting, and those
 * they or the gym cancelled, which My week shows as such).
 */
export function readMyBookings(uid: string, since: Date): Promise<BookingsResult<BookingRecord[]>> {
  return bounded(async () => {
    const [{ db }, queries] = await Promise.all([getDb(), import('./sdk-firestore-queries')]);
    const snapshot = await queries.getDocs(
      queries.query(
        queries.collection(db, BOOKINGS_COLLECTION),
        queries.where('uid', '==', uid),
        queries.where('sessionStart', '>=', queries.Timestamp.fromDate(since)),
        queries.orderBy('sessionStart'),
        queries.limit(MY_BOOKINGS_LIMIT),
      ),
    );
    return snapshot.docs.flatMap((document) => parseBookingRecord(document.id, document.data()) ?? []);
  });
}

export type BookResult =
  | { ok: true; status: 'booked' | 'waiting'; bookingId: string }
  | { ok: false; reason: BookingRefusal | 'full' | FirestoreFailure };

export interface BookRequest {
  session: ClassSession;
  uid: string;
  name: string;
  /** Also keep the name in the member's users document (their first booking). */
  saveName: boolean;
  /** Join the waitlist if the session is full by the time the booking is sent. */
  mayWait: boolean;
}

/** Two tries at most: a second only when someone else moved the session's count in between. */
const BOOKING_ATTEMPTS = 2;

const sameCount = (a: SessionCount, b: SessionCount) =>
  a.booked === b.booked && a.trials === b.trials && a.queue.join() === b.queue.join();

/** Books a place (or, with `mayWait`, a place in line) in one session. */
export async function bookSession(request: BookRequest): Promise<BookResult> {
  try {
    return await withTimeout(
      (async (): Promise<BookResult> => {
        const connection = await getDb();
        const bookingId = connection.sdk.doc(connection.sdk.collection(connection.db, BOOKINGS_COLLECTION)).id;
        if (request.saveName) await ensureUserRecord(connection, request.uid);
        for (let attempt = 1; ; attempt++) {
          const [count, holdings] = await Promise.all([
            readCount(connection, request.session.sessionId),
            readHoldings(connection, request.uid),
          ]);
          const plan = planBooking({ ...request, bookingId, count, holdings, now: new Date() });
          if (!plan.ok) return plan;
          try {
            await send(connection, plan.writes);
            return { ok: true, status: plan.status, bookingId };
          } catch (error) {
            if (firestoreErrorCode(error) !== 'permission-denied' || attempt >= BOOKING_ATTEMPTS) throw error;
            if (sameCount(await readCount(connection, request.session.sessionId), count)) throw error;
          }
        }
      })(),
    );
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

export type CancelResult = { ok: true } | { ok: false; reason: FirestoreFailure };

/**
 * Cancels the member's booking, or takes them off the waitlist: late after the free cancellation
 * ends, the place given to the first in line before it. Read, planned and sent again once if the
 * session's count moved meanwhile.
 */
export async function cancelMyBooking(booking: BookingRecord, session: ClassSession): Promise<CancelResult> {
  try {
    await withTimeout(
      (async () => {
        const connection = await getDb();
        for (let attempt = 1; ; attempt++) {
          const count = await readCount(connection, session.sessionId);
          try {
            await send(connection, planCancellation(booking, session, count, 'member', new Date()));
            return;
          } catch (error) {
            if (firestoreErrorCode(error) !== 'permission-denied' || attempt >= BOOKING_ATTEMPTS) throw error;
            if (sameCount(await readCount(connection, session.sessionId), count)) throw error;
          }
        }
      })(),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

/**
 * A member without a users document (an old account, a sign-up whose own write failed) gets it
 * as sign-up would have made it, so the name can be kept in it: a set that merges in no saved
 * class creates exactly `{ savedShows: [] }` and leaves an existing one as it is.
 */
async function ensureUserRecord({ db, sdk }: Connection, uid: string): Promise<void> {
  await sdk.setDoc(sdk.doc(db, 'users', uid), { savedShows: sdk.arrayUnion() }, { merge: true });
}

/** The name the member gave for the roster, if any (their users document). */
export function readMemberName(uid: string): Promise<BookingsResult<string | undefined>> {
  return bounded(async () => {
    const { db, sdk } = await getDb();
    const name: unknown = (await sdk.getDoc(sdk.doc(db, 'users', uid))).data()?.name;
    return typeof name === 'string' && name.trim() !== '' ? name : undefined;
  });
}

/** Keeps the name the member gives for the roster (account settings). */
export function saveMemberName(uid: string, name: string): Promise<BookingsResult<void>> {
  return bounded(async () => {
    const connection = await getDb();
    await ensureUserRecord(connection, uid);
    await connection.sdk.updateDoc(connection.sdk.doc(connection.db, 'users', uid), { name });
  });
}
