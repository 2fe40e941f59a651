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
import { type BookingRecord, isHolding, parseBookingRecord } from '@/timetable/booking-record';
import { parseSessionCount, type SessionCount } from '@/timetable/session-count';
import { type ClassSession, sessionById } from '@/timetable/sessions';
import { addSessionWrites } from './apply-session-writes';
import { type FirestoreSdk, getDb } from './firestore';
import { type FirestoreFailure, firestoreErrorCode, firestoreFailure } from './firestore-failure';
import {
  type BookingRefusal,
  bookingPath,
  countPath,
  type Holdings,
  holdingsPath,
  planBooking,
  planCancellation,
  REMOVED,
  type SessionWrite,
} from './session-batches';
import { BOOKINGS_COLLECTION } from './session-collections';
import { FIREBASE_REQUEST_TIMEOUT_MS, RequestTimeoutError, withTimeout } from './with-timeout';

/** The most bookings a member's list reads: the cap of upcoming ones, and recent past ones. */
export const MY_BOOKINGS_LIMIT = 50;

/** How a member's own bookings are asked for (firestore.indexes.json has its index: tests/booking-query-indexes.test.ts). */
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

/**
 * How a write that met another member's on the same count fails: refused by the rules (the count
 * it planned from had moved), or aborted by Firestore as the two met (contention).
 */
const isRefused = (error: unknown) => firestoreErrorCode(error) === 'permission-denied';
const isLostRace = (error: unknown) => {
  const code = firestoreErrorCode(error);
  return code === 'permission-denied' || code === 'aborted';
};

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
            if (!isLostRace(error) || attempt >= BOOKING_ATTEMPTS) throw error;
            // Refused with the count as it was planned from: no race, the rules refuse this booking.
            if (isRefused(error) && sameCount(await readCount(connection, request.session.sessionId), count))
              throw error;
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
 * Gives up the member's place, or place in line, planned from the session's count as read now;
 * read, planned and sent again once if someone else moved the count meanwhile.
 */
async function sendCancellation(connection: Connection, booking: BookingRecord, session: ClassSession) {
  for (let attempt = 1; ; attempt++) {
    const count = await readCount(connection, session.sessionId);
    try {
      await send(connection, planCancellation(booking, session, count, 'member', new Date()));
      return;
    } catch (error) {
      if (!isLostRace(error) || attempt >= BOOKING_ATTEMPTS) throw error;
      if (isRefused(error) && sameCount(await readCount(connection, session.sessionId), count)) throw error;
    }
  }
}

/**
 * Cancels the member's booking, or takes them off the waitlist: late after the free cancellation
 * ends, the place given to the first in line before it.
 */
export async function cancelMyBooking(booking: BookingRecord, session: ClassSession): Promise<CancelResult> {
  try {
    await withTimeout((async () => sendCancellation(await getDb(), booking, session))());
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

/** The longest the removal of a member's bookings takes before it stops and says so: a few bounded requests' worth. */
export const BOOKINGS_REMOVAL_MAX_MS = 4 * FIREBASE_REQUEST_TIMEOUT_MS;

export type BookingsRemovalResult =
  /** `bookingsCancelled`: the member held upcoming places, now given up. */
  | { ok: true; bookingsCancelled: boolean }
  | {
      ok: false;
      reason: FirestoreFailure;
      /** Sent, and not answered in time: more may have been done than the member was told. */
      isUnanswered: boolean;
      /** Some (or all) of the upcoming places the member held are already given up: the places are back. */
      bookingsCancelled: boolean;
    };

/**
 * Everything of a member's bookings, before their account goes, in the only order the rules
 * allow: each upcoming place and place in line they hold is given up as their own cancellation
 * would (the places come back, the first in line moves up); each session left in their list of
 * upcoming ones (one already started, or whose booking holds nothing) leaves it, one write each;
 * every booking document is deleted, a page at a time (none holds a place any more, or its session
 * is past); then the emptied list itself. A step that fails stops there, and nothing after it is
 * sent; so does the whole past its bound.
 */
export async function removeMyBookings(uid: string): Promise<BookingsRemovalResult> {
  const deadline = Date.now() + BOOKINGS_REMOVAL_MAX_MS;
  let bookingsCancelled = false;
  /** Each request on its own bound, and none started once the whole is past its own. */
  const step = <T>(request: () => Promise<T>): Promise<T> => {
    const left = deadline - Date.now();
    if (left <= 0) return Promise.reject(new RequestTimeoutError(BOOKINGS_REMOVAL_MAX_MS));
    return withTimeout(request(), Math.min(left, FIREBASE_REQUEST_TIMEOUT_MS));
  };
  try {
    const connection = await step(getDb);
    const { db, sdk } = connection;
    const holdings = await step(() => readHoldings(connection, uid));
    for (const [sessionId, held] of Object.entries(holdings?.sessions ?? {})) {
      const snapshot = await step(() => sdk.getDoc(sdk.doc(db, bookingPath(held.booking))));
      const booking = parseBookingRecord(snapshot.id, snapshot.data());
      const session = sessionById(sessionId);
      if (booking && session && isHolding(booking.status) && session.start.getTime() > Date.now()) {
        await step(() => sendCancellation(connection, booking, session));
        bookingsCancelled = true;
      } else {
        const release: SessionWrite = {
          kind: 'update',
          path: holdingsPath(uid),
          data: { [`sessions.${sessionId}`]: REMOVED, released: sessionId },
        };
        await step(() => send(connection, [release]));
      }
    }
    const queries = await step(() => import('./sdk-firestore-queries'));
    const mine = queries.query(
      queries.collection(db, BOOKINGS_COLLECTION),
      queries.where('uid', '==', uid),
      queries.limit(MY_BOOKINGS_LIMIT),
    );
    for (;;) {
      const page = await step(() => queries.getDocs(mine));
      if (page.empty) break;
      const batch = sdk.writeBatch(db);
      for (const document of page.docs) batch.delete(document.ref);
      await step(() => batch.commit());
    }
    if (holdings) await step(() => sdk.deleteDoc(sdk.doc(db, holdingsPath(uid))));
    return { ok: true, bookingsCancelled };
  } catch (error) {
    return {
      ok: false,
      reason: firestoreFailure(error),
      isUnanswered: error instanceof RequestTimeoutError,
      bookingsCancelled,
    };
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
