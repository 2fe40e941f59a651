import { describe, expect, it } from 'vitest';
import { MAX_UPCOMING_BOOKINGS } from '@/content/booking-facts';
import type { BookingRecord, BookingStatus } from '@/timetable/booking-record';
import { freeCancellationEndsAt } from '@/timetable/booking-window';
import { sessionById } from '@/timetable/sessions';
import {
  actionFor,
  afterCancelling,
  bookedSessions,
  isAtCap,
  linePositions,
  type MyBooking,
  waitingSessionIds,
  withSessions,
} from './my-bookings';

const MINUTE_MS = 60_000;
// Friday 27 November 2026, 18:00 to 19:00 in Tunis.
const WORKOUT = 'friday-1800-workout_2026-11-27';

function mine(id: string, sessionId: string, status: BookingStatus): MyBooking {
  const session = sessionById(sessionId);
  if (!session) throw new Error(`No session ${sessionId}`);
  const record: BookingRecord = {
    id,
    uid: 'u1',
    name: 'Salma',
    sessionId,
    sessionStart: session.start,
    status,
    promoted: false,
  };
  return { record, session };
}

const booked = mine('b1', WORKOUT, 'booked');
const { start, end } = booked.session;
const cutoff = freeCancellationEndsAt(booked.session);

describe('what a member may do with a booking', () => {
  it('cancels a booked place for free until the cutoff, late from it until the start, then nothing', () => {
    expect(actionFor(booked, new Date(cutoff.getTime() - 1))).toBe('cancel-free');
    expect(actionFor(booked, cutoff)).toBe('cancel-late');
    expect(actionFor(booked, new Date(start.getTime() - 1))).toBe('cancel-late');
    expect(actionFor(booked, start)).toBe('none');
  });

  it('leaves a waitlist until the start; does nothing with a booking already ended', () => {
    const waiting = mine('b2', WORKOUT, 'waiting');
    expect(actionFor(waiting, new Date(start.getTime() - MINUTE_MS))).toBe('leave');
    expect(actionFor(waiting, start)).toBe('none');
    for (const status of ['cancelled', 'late-cancelled', 'left', 'cancelled-by-gym'] as const) {
      expect(actionFor(mine('b3', WORKOUT, status), new Date(cutoff.getTime() - MINUTE_MS))).toBe('none');
    }
  });

  it('ends as the member’s cancellation would: free, late, or the waitlist left', () => {
    expect(afterCancelling(booked, new Date(cutoff.getTime() - 1)).record.status).toBe('cancelled');
    expect(afterCancelling(booked, cutoff).record.status).toBe('late-cancelled');
    expect(afterCancelling(mine('b2', WORKOUT, 'waiting'), cutoff).record.status).toBe('left');
  });
});

describe('the member’s bookings', () => {
  const now = new Date('2026-11-25T11:00:00Z');
  const upcoming = [
    'wednesday-1600-fitness_2026-11-25',
    'wednesday-1800-running_2026-11-25',
    'thursday-0900-fitness_2026-11-26',
    'thursday-1600-running_2026-11-26',
    'friday-0900-crossfit_2026-11-27',
    'friday-1600-meditation_2026-11-27',
  ];

  it('are at the cap with as many upcoming places as one member may hold, past and ended ones aside', () => {
    const held = upcoming.slice(0, MAX_UPCOMING_BOOKINGS - 1).map((id, index) => mine(`b${index}`, id, 'booked'));
    const past = mine('past', 'wednesday-0900-cycling_2026-11-25', 'booked');
    const ended = mine('ended', WORKOUT, 'cancelled');
    expect(isAtCap([...held, past, ended], now)).toBe(false);
    expect(isAtCap([...held, mine('w', upcoming[5] ?? '', 'waiting')], now)).toBe(true);
  });

  it('are soonest first, without one whose session the timetable no longer has', () => {
    const later = mine('later', WORKOUT, 'booked').record;
    const sooner = mine('sooner', 'wednesday-1600-fitness_2026-11-25', 'booked').record;
    const unknown = { ...sooner, id: 'gone', sessionId: 'tuesday-0700-pilates_2026-11-24' };
    expect(withSessions([later, unknown, sooner]).map(({ record }) => record.id)).toEqual(['sooner', 'later']);
  });

  it('read places in line only for waiting ones ahead, and find each in its session’s count', () => {
    const waiting = mine('w1', WORKOUT, 'waiting');
    const stale = mine('w2', 'wednesday-0900-cycling_2026-11-25', 'waiting');
    expect(waitingSessionIds([booked, waiting, stale], now)).toEqual([WORKOUT]);
    const counts = new Map([[WORKOUT, { booked: 20, trials: 0, queue: ['x', 'y', 'w1'] }]]);
    expect(linePositions([waiting, stale], counts)).toEqual(new Map([['w1', 3]]));
  });

  it('give the calendar each booked session not yet over, and no waitlist place or cancelled one', () => {
    const calendar = bookedSessions(
      [
        booked,
        mine('w', WORKOUT, 'waiting'),
        mine('c', WORKOUT, 'cancelled'),
        mine('p', 'wednesday-0900-cycling_2026-11-25', 'booked'),
      ],
      now,
    );
    expect(calendar).toEqual([{ bookingId: 'b1', session: booked.session }]);
    expect(bookedSessions([booked], end)).toEqual([]);
  });
});
