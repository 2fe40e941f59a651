import { describe, expect, it } from 'vitest';
import {
  attendanceOpensAt,
  bookableSessions,
  bookingClosesAt,
  bookingOpensAt,
  freeCancellationEndsAt,
  isAttendanceOpen,
  isBookingOpen,
  isFreeCancellation,
} from './booking-window';
import { classSlotById } from './class-slots';
import { type ClassSession, sessionById } from './sessions';

const session = (id: string) => sessionById(id) as ClassSession;
const at = (iso: string) => new Date(iso);
const MINUTE_MS = 60_000;
const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE_MS);

// Friday 4 December 2026, 18:00 in Tunis is 17:00 UTC.
const workout = session('friday-1800-workout_2026-12-04');

describe('the booking window', () => {
  it('opens exactly 7 days before the start and closes 30 minutes before it', () => {
    expect(bookingOpensAt(workout)).toEqual(at('2026-11-27T17:00:00Z'));
    expect(bookingClosesAt(workout)).toEqual(at('2026-12-04T16:30:00Z'));
  });

  it('is open from its first instant to its last, and not a minute outside', () => {
    expect(isBookingOpen(workout, plus(bookingOpensAt(workout), -1))).toBe(false);
    expect(isBookingOpen(workout, bookingOpensAt(workout))).toBe(true);
    expect(isBookingOpen(workout, bookingClosesAt(workout))).toBe(true);
    expect(isBookingOpen(workout, plus(bookingClosesAt(workout), 1))).toBe(false);
  });

  it('keeps the cancellation free until 2 hours before the start, excluded', () => {
    expect(freeCancellationEndsAt(workout)).toEqual(at('2026-12-04T15:00:00Z'));
    expect(isFreeCancellation(workout, plus(freeCancellationEndsAt(workout), -1))).toBe(true);
    expect(isFreeCancellation(workout, freeCancellationEndsAt(workout))).toBe(false);
  });

  it('dates a 10:00pm class by the gym’s day, though it starts at 21:00 UTC', () => {
    const karate = session('friday-2200-karate_2026-12-04');
    expect(karate.start).toEqual(at('2026-12-04T21:00:00Z'));
    expect(bookingOpensAt(karate)).toEqual(at('2026-11-27T21:00:00Z'));
  });

  it('dates a 9:00am class by the gym’s day when the member’s clock is still on the day before', () => {
    // 23:30 UTC on Thursday is already Friday 00:30 in Tunis.
    const crossfit = session('friday-0900-crossfit_2026-12-04');
    expect(crossfit.start).toEqual(at('2026-12-04T08:00:00Z'));
    expect(isBookingOpen(crossfit, at('2026-12-03T23:30:00Z'))).toBe(true);
  });
});

describe('marking who came', () => {
  it('opens an hour before the start, to the minute, and stays open after the class', () => {
    expect(attendanceOpensAt(workout.start)).toEqual(at('2026-12-04T16:00:00Z'));
    expect(isAttendanceOpen(workout.start, plus(attendanceOpensAt(workout.start), -1))).toBe(false);
    expect(isAttendanceOpen(workout.start, attendanceOpensAt(workout.start))).toBe(true);
    expect(isAttendanceOpen(workout.start, plus(workout.end, 600))).toBe(true);
  });
});

describe('bookableSessions', () => {
  const slot = classSlotById('friday-1800-workout');
  if (!slot) throw new Error('No slot');

  it('offers this week’s session until 30 minutes before it, and next week’s from 7 days before', () => {
    const ids = (now: Date) => bookableSessions([slot], now).map((each) => each.sessionId);
    expect(ids(at('2026-12-04T16:29:00Z'))).toEqual(['friday-1800-workout_2026-12-04']);
    expect(ids(at('2026-12-04T16:31:00Z'))).toEqual([]);
    expect(ids(at('2026-12-04T17:00:00Z'))).toEqual(['friday-1800-workout_2026-12-11']);
    // The moment one session starts, the next week's opens.
    expect(ids(at('2026-11-27T17:00:00Z'))).toEqual(['friday-1800-workout_2026-12-04']);
    expect(ids(at('2026-11-27T16:59:00Z'))).toEqual([]);
  });
});
