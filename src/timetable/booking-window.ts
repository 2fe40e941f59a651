/**
 * When a session can be booked and cancelled for free (src/content/booking-facts.ts), as real
 * instants: the one reading the pages, the booking code and the rules tests share. firestore.rules
 * enforces the same edges with the server's clock; a page only says them.
 */
import {
  ATTENDANCE_OPENS_HOURS,
  BOOKING_CLOSES_MINUTES,
  BOOKING_OPENS_DAYS,
  FREE_CANCELLATION_HOURS,
} from '@/content/booking-facts';
import type { ClassSlot } from './class-slots';
import { placesLeft, type SessionCount } from './session-count';
import { type ClassSession, upcomingSessions } from './sessions';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** From this instant on, the session can be booked (exactly BOOKING_OPENS_DAYS × 24 hours before it starts). */
export function bookingOpensAt(session: ClassSession): Date {
  return new Date(session.start.getTime() - BOOKING_OPENS_DAYS * DAY_MS);
}

/** After this instant, the session can no longer be booked. */
export function bookingClosesAt(session: ClassSession): Date {
  return new Date(session.start.getTime() - BOOKING_CLOSES_MINUTES * MINUTE_MS);
}

/** Until this instant (excluded), a cancellation is free and moves the waitlist up. */
export function freeCancellationEndsAt(session: ClassSession): Date {
  return new Date(session.start.getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);
}

/** From this instant on, staff mark who came to a session starting at `start`. */
export function attendanceOpensAt(start: Date): Date {
  return new Date(start.getTime() - ATTENDANCE_OPENS_HOURS * HOUR_MS);
}

export function isAttendanceOpen(start: Date, now: Date): boolean {
  return now.getTime() >= attendanceOpensAt(start).getTime();
}

export function isBookingOpen(session: ClassSession, now: Date): boolean {
  const time = now.getTime();
  return time >= bookingOpensAt(session).getTime() && time <= bookingClosesAt(session).getTime();
}

export function isFreeCancellation(session: ClassSession, now: Date): boolean {
  return now.getTime() < freeCancellationEndsAt(session).getTime();
}

/** The sessions of `slots` whose booking is open at `now`, soonest first. */
export function bookableSessions(slots: readonly ClassSlot[], now: Date): ClassSession[] {
  return upcomingSessions(slots, now, BOOKING_OPENS_DAYS + 1).filter((session) => isBookingOpen(session, now));
}

/** Whether a free place may be booked now: one is free, and nobody waits for it while the line still moves up. */
export function canTakePlace(session: ClassSession, count: SessionCount, now: Date): boolean {
  const isLineMoving = count.queue.length > 0 && isFreeCancellation(session, now);
  return placesLeft(count, session.slot.className) > 0 && !isLineMoving;
}
