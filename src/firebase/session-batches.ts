/**
 * What each batch on a class session writes, as data: a member booking a place or joining the
 * waitlist, cancelling or leaving it, staff cancelling a booking, marking who came, correcting a
 * count, and a trial request taking or giving back its place. firestore.rules accepts a batch only
 * when every document in it moves together (the booking, the session's count naming it, the
 * member's list of upcoming sessions, the first in line moved up), so the batches are planned in
 * one place from what was read, and the Firebase modules only apply them (./bookings,
 * ./desk-bookings, ./leads). Pure: no SDK, so the rules tests apply the very same plans.
 */
import { MAX_UPCOMING_BOOKINGS, WAITLIST_MAX_LENGTH } from '@/content/booking-facts';
import type { AttendanceMark, BookingRecord, BookingStatus } from '@/timetable/booking-record';
import { canTakePlace, isFreeCancellation } from '@/timetable/booking-window';
import { parseSessionCount, placesLeft, type SessionCount } from '@/timetable/session-count';
import type { ClassSession } from '@/timetable/sessions';
import {
  BOOKINGS_COLLECTION,
  MEMBER_BOOKINGS_COLLECTION,
  SESSIONS_COLLECTION,
  TRIAL_MARKS_COLLECTION,
} from './session-collections';

/** Stands for the server's time of the write (serverTimestamp()). */
export const SERVER_TIME = Symbol('server time');
/** Stands for a field the write removes (deleteField()). */
export const REMOVED = Symbol('removed');

export type SessionWrite =
  | { kind: 'set'; path: string; data: Record<string, unknown> }
  /** Keys may be dotted paths into a map (`sessions.<sessionId>`). */
  | { kind: 'update'; path: string; data: Record<string, unknown> };

/** A member's upcoming sessions as `memberBookings/{uid}` holds them. */
export interface Holdings {
  sessions: Readonly<Record<string, { booking: string; start: Date }>>;
}

export const countPath = (sessionId: string) => `${SESSIONS_COLLECTION}/${sessionId}`;
export const bookingPath = (bookingId: string) => `${BOOKINGS_COLLECTION}/${bookingId}`;
export const holdingsPath = (uid: string) => `${MEMBER_BOOKINGS_COLLECTION}/${uid}`;
export const trialMarkPath = (sessionId: string, uid: string) =>
  `${SESSIONS_COLLECTION}/${sessionId}/${TRIAL_MARKS_COLLECTION}/${uid}`;

const countData = (count: SessionCount, cause: string) => ({
  booked: count.booked,
  trials: count.trials,
  queue: [...count.queue],
  cause,
});

/** Why a member cannot book: already in it, at the cap of upcoming sessions, or full with a full waitlist. */
export type BookingRefusal = 'held' | 'cap' | 'waitlist-full';

export interface BookingRequest {
  session: ClassSession;
  uid: string;
  /** The name for the roster; `saveName` also keeps it in the member's users document. */
  name: string;
  saveName: boolean;
  bookingId: string;
  count: SessionCount;
  /** undefined: the member holds no session yet (no document). */
  holdings: Holdings | undefined;
  /** true to join the waitlist when no place is free; false to be told it is full. */
  mayWait: boolean;
  now: Date;
}

export type BookingPlan =
  | { ok: true; status: 'booked' | 'waiting'; writes: SessionWrite[] }
  | { ok: false; reason: BookingRefusal | 'full' };

/** The member's booking of a place, or of a place in line when the session is full. */
export function planBooking(request: BookingRequest): BookingPlan {
  const { session, uid, bookingId, count, holdings, now } = request;
  const held = holdings?.sessions ?? {};
  if (session.sessionId in held) return { ok: false, reason: 'held' };
  const past = Object.entries(held).find(([, entry]) => entry.start.getTime() <= now.getTime())?.[0];
  const heldAfter = Object.keys(held).length + 1 - (past ? 1 : 0);
  if (heldAfter > MAX_UPCOMING_BOOKINGS) return { ok: false, reason: 'cap' };

  const takesPlace = canTakePlace(session, count, now);
  const isFull = placesLeft(count, session.slot.className) === 0;
  if (!takesPlace && !isFull) return { ok: false, reason: 'full' };
  if (!takesPlace && !request.mayWait) return { ok: false, reason: 'full' };
  if (!takesPlace && count.queue.length >= WAITLIST_MAX_LENGTH) return { ok: false, reason: 'waitlist-full' };
  const status = takesPlace ? 'booked' : 'waiting';

  const entry = { booking: bookingId, start: session.start };
  const writes: SessionWrite[] = [
    {
      kind: 'set',
      path: bookingPath(bookingId),
      data: {
        uid,
        name: request.name,
        sessionId: session.sessionId,
        sessionStart: session.start,
        status,
        createdAt: SERVER_TIME,
        updatedAt: SERVER_TIME,
      },
    },
    {
      kind: 'set',
      path: countPath(session.sessionId),
      data: countData(
        takesPlace ? { ...count, booked: count.booked + 1 } : { ...count, queue: [...count.queue, bookingId] },
        bookingId,
      ),
    },
    holdings
      ? {
          kind: 'update',
          path: holdingsPath(uid),
          data: {
            [`sessions.${session.sessionId}`]: entry,
            ...(past ? { [`sessions.${past}`]: REMOVED, released: past } : {}),
          },
        }
      : { kind: 'set', path: holdingsPath(uid), data: { sessions: { [session.sessionId]: entry }, released: '' } },
  ];
  if (request.saveName) writes.push({ kind: 'update', path: `users/${uid}`, data: { name: request.name } });
  return { ok: true, status, writes };
}

/**
 * The count after a booked place is given up, and the write that moves the first in line into
 * it when the line still moves up (before the free cancellation ends); nobody is moved up later.
 */
function placeGivenUp(session: ClassSession, count: SessionCount, cause: string, now: Date): SessionWrite[] {
  const [first, ...behind] = count.queue;
  if (first !== undefined && isFreeCancellation(session, now)) {
    return [
      { kind: 'set', path: countPath(session.sessionId), data: countData({ ...count, queue: behind }, cause) },
      {
        kind: 'update',
        path: bookingPath(first),
        data: { status: 'booked', promoted: true, updatedAt: SERVER_TIME },
      },
    ];
  }
  return [
    { kind: 'set', path: countPath(session.sessionId), data: countData({ ...count, booked: count.booked - 1 }, cause) },
  ];
}

/** The status a cancellation leaves: the member's, free or late, or the gym's; a waitlist place is left. */
export function cancelledStatus(
  booking: BookingRecord,
  session: ClassSession,
  by: 'member' | 'staff',
  now: Date,
): BookingStatus {
  if (by === 'staff') return 'cancelled-by-gym';
  if (booking.status === 'waiting') return 'left';
  return isFreeCancellation(session, now) ? 'cancelled' : 'late-cancelled';
}

/**
 * A booking given up, by its member or by staff: the booking's new status, the session's count
 * (the place given up, or the first in line moved into it; or the line closing up behind a place
 * in line that is left), and the session taken off the member's list of upcoming sessions.
 */
export function planCancellation(
  booking: BookingRecord,
  session: ClassSession,
  count: SessionCount,
  by: 'member' | 'staff',
  now: Date,
): SessionWrite[] {
  const status = cancelledStatus(booking, session, by, now);
  const countWrites =
    booking.status === 'waiting'
      ? [
          {
            kind: 'set' as const,
            path: countPath(session.sessionId),
            data: countData({ ...count, queue: count.queue.filter((id) => id !== booking.id) }, booking.id),
          },
        ]
      : placeGivenUp(session, count, booking.id, now);
  return [
    { kind: 'update', path: bookingPath(booking.id), data: { status, updatedAt: SERVER_TIME } },
    ...countWrites,
    {
      kind: 'update',
      path: holdingsPath(booking.uid),
      data: { [`sessions.${session.sessionId}`]: REMOVED, released: session.sessionId },
    },
  ];
}

/** Staff mark whether a booked member came. */
export function planAttendance(booking: BookingRecord, mark: AttendanceMark): SessionWrite[] {
  return [{ kind: 'update', path: bookingPath(booking.id), data: { attendance: mark, updatedAt: SERVER_TIME } }];
}

/** Staff set a session's places booked and trial places taken by hand, the waitlist as it is. */
export function planCountCorrection(
  sessionId: string,
  count: SessionCount,
  booked: number,
  trials: number,
  by: string,
): SessionWrite[] {
  return [{ kind: 'set', path: countPath(sessionId), data: countData({ ...count, booked, trials }, by) }];
}

/** A trial request's place: the session's count moved on, and the visitor's one mark in it (kept a day past it). */
export function planTrialPlace(
  session: ClassSession,
  count: SessionCount,
  leadId: string,
  uid: string,
): SessionWrite[] {
  return [
    {
      kind: 'set',
      path: countPath(session.sessionId),
      data: countData({ ...count, trials: count.trials + 1 }, leadId),
    },
    {
      kind: 'set',
      path: trialMarkPath(session.sessionId, uid),
      data: { lead: leadId, expireAt: new Date(session.start.getTime() + 24 * 60 * 60 * 1000) },
    },
  ];
}

/**
 * A trial place given back (staff mark the request lost or delete it) or taken again (a lost
 * request brought back), for a session still ahead: the count moves by one, and a place given
 * back goes to the first in line while the line still moves up.
 */
export function planTrialPlaceMove(
  session: ClassSession,
  count: SessionCount,
  change: 1 | -1,
  cause: string,
  now: Date,
): SessionWrite[] {
  const trials = count.trials + change;
  const [first, ...behind] = count.queue;
  if (change === -1 && first !== undefined && isFreeCancellation(session, now)) {
    return [
      {
        kind: 'set',
        path: countPath(session.sessionId),
        data: countData({ ...count, trials, booked: count.booked + 1, queue: behind }, cause),
      },
      { kind: 'update', path: bookingPath(first), data: { status: 'booked', promoted: true, updatedAt: SERVER_TIME } },
    ];
  }
  return [{ kind: 'set', path: countPath(session.sessionId), data: countData({ ...count, trials }, cause) }];
}

/** What a batch leaves of a session: its count as written, and the booking it moved up from the line. */
export interface SessionOutcome {
  count: SessionCount | undefined;
  movedUp: string | undefined;
}

/**
 * A planned batch's outcome for `sessionId`, read from its writes: the desk shows it without
 * reading the session again, exactly as the batch that was accepted wrote it.
 */
export function sessionOutcome(writes: readonly SessionWrite[], sessionId: string): SessionOutcome {
  const counted = writes.find((write) => write.kind === 'set' && write.path === countPath(sessionId));
  const movedUp = writes.find(
    (write) => write.kind === 'update' && write.path.startsWith(bookingPath('')) && write.data.promoted === true,
  );
  return {
    count: counted ? parseSessionCount(counted.data) : undefined,
    movedUp: movedUp?.path.slice(bookingPath('').length),
  };
}
