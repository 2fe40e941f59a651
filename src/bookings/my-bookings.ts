/**
 * A member's own bookings as My week reads them: each booking with its session, where it stands
 * now, what the member may do with it, and what the calendar files hold. Pure: the page's clock
 * comes in as `now`.
 */
import { MAX_UPCOMING_BOOKINGS } from '@/content/booking-facts';
import { cancelledStatus } from '@/firebase/session-batches';
import { type BookingRecord, isHolding } from '@/timetable/booking-record';
import { isFreeCancellation } from '@/timetable/booking-window';
import type { BookedSession } from '@/timetable/calendar';
import { type SessionCount, waitlistPosition } from '@/timetable/session-count';
import { type ClassSession, sessionById } from '@/timetable/sessions';

export interface MyBooking {
  record: BookingRecord;
  session: ClassSession;
}

/** The stored bookings with their sessions, soonest first (a booking whose session the timetable no longer has is left out). */
export function withSessions(records: readonly BookingRecord[]): MyBooking[] {
  return records
    .flatMap((record) => {
      const session = sessionById(record.sessionId);
      return session ? [{ record, session }] : [];
    })
    .sort((a, b) => a.session.start.getTime() - b.session.start.getTime());
}

const hasStarted = (booking: MyBooking, now: Date) => booking.session.start.getTime() <= now.getTime();

/** A place (or a place in line) the member still holds in a session ahead. */
export function isUpcomingHolding(booking: MyBooking, now: Date): boolean {
  return isHolding(booking.record.status) && !hasStarted(booking, now);
}

/** Whether the member holds as many upcoming bookings and waitlist places as one member may (the rules refuse one more). */
export function isAtCap(bookings: readonly MyBooking[], now: Date): boolean {
  return bookings.filter((booking) => isUpcomingHolding(booking, now)).length >= MAX_UPCOMING_BOOKINGS;
}

/**
 * What the member may do with a booking now: cancel a booked place (free before the free
 * cancellation ends, late after it, until the class starts), leave a waitlist, or nothing.
 */
export type BookingAction = 'cancel-free' | 'cancel-late' | 'leave' | 'none';

export function actionFor(booking: MyBooking, now: Date): BookingAction {
  if (hasStarted(booking, now)) return 'none';
  if (booking.record.status === 'waiting') return 'leave';
  if (booking.record.status !== 'booked') return 'none';
  return isFreeCancellation(booking.session, now) ? 'cancel-free' : 'cancel-late';
}

/** The booking as it stands once its member has cancelled it, or left its waitlist, at `now`. */
export function afterCancelling(booking: MyBooking, now: Date): MyBooking {
  return {
    ...booking,
    record: { ...booking.record, status: cancelledStatus(booking.record, booking.session, 'member', now) },
  };
}

/** Each waiting booking's place in line, from its session's public count (none for a booking the count does not list). */
export function linePositions(
  bookings: readonly MyBooking[],
  counts: ReadonlyMap<string, SessionCount>,
): ReadonlyMap<string, number> {
  const positions = new Map<string, number>();
  for (const { record } of bookings) {
    const count = counts.get(record.sessionId);
    const position = record.status === 'waiting' && count ? waitlistPosition(count, record.id) : undefined;
    if (position !== undefined) positions.set(record.id, position);
  }
  return positions;
}

/** The sessions whose places in line are worth reading: waiting, and not started. */
export function waitingSessionIds(bookings: readonly MyBooking[], now: Date): string[] {
  return bookings
    .filter((booking) => booking.record.status === 'waiting' && !hasStarted(booking, now))
    .map((booking) => booking.record.sessionId);
}

/** The calendar's events: every place the member holds in a session not yet over; never a waitlist place or a cancelled booking. */
export function bookedSessions(bookings: readonly MyBooking[], now: Date): BookedSession[] {
  return bookings
    .filter(({ record, session }) => record.status === 'booked' && session.end.getTime() > now.getTime())
    .map(({ record, session }) => ({ bookingId: record.id, session }));
}
