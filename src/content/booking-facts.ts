/**
 * When members may book a class and cancel for free, the same in every language: facts the
 * owner sets. firestore.rules enforces each (tests/firestore-rules-sources.test.ts keeps the two
 * equal); the pages only say them.
 */

/** A session can be booked from this many days before it starts. */
export const BOOKING_OPENS_DAYS = 7;

/** Booking closes this many minutes before the start: the trainer knows who is coming. */
export const BOOKING_CLOSES_MINUTES = 30;

/**
 * Cancelling is free until this many hours before the start; later, the cancellation is recorded
 * as late (the place still comes back) and nobody is moved up from the waitlist any more.
 */
export const FREE_CANCELLATION_HOURS = 2;

/** Upcoming bookings and waitlist places one member may hold at once. */
export const MAX_UPCOMING_BOOKINGS = 6;

/** How many members may wait for a full session. */
export const WAITLIST_MAX_LENGTH = 10;

/** Staff mark who came from this many hours before the start: the class is about to begin. */
export const ATTENDANCE_OPENS_HOURS = 1;
