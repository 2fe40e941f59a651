import { describe, expect, it } from 'vitest';
import { type DeskTrial, UPCOMING_TRIAL_DAYS } from '@/firebase/desk-trials';
import type { BookingRecord } from '@/timetable/booking-record';
import { EMPTY_SESSION_COUNT, type SessionCount } from '@/timetable/session-count';
import { type ClassSession, sessionById } from '@/timetable/sessions';
import { afterCancellation, buildRoster, ROSTER_DAYS, rosterSessions } from './session-roster';

// 23:00 on Thursday 26 November 2026 in Tunis (UTC+1): today is Thursday, tomorrow Friday.
const now = new Date('2026-11-26T22:00:00Z');

const session = (id: string) => sessionById(id) as ClassSession;
const crossfit = session('friday-0900-crossfit_2026-11-27');
const running = session('thursday-1600-running_2026-11-26');

const trial = (id: string, sessionId: string, sessionStart: Date, slotId = 'friday-0900-crossfit'): DeskTrial => ({
  id,
  name: `Visitor ${id}`,
  phone: '+216 20 000 000',
  whatsapp: false,
  email: '',
  locale: 'en',
  status: 'new',
  className: 'Crossfit',
  slotId,
  sessionId,
  sessionStart,
});

const booking = (id: string, name: string, change: Partial<BookingRecord> = {}): BookingRecord => ({
  id,
  uid: `uid-${id}`,
  name,
  sessionId: crossfit.sessionId,
  sessionStart: crossfit.start,
  status: 'booked',
  promoted: false,
  ...change,
});

const count = (booked: number, trials = 0, queue: string[] = []): SessionCount => ({ booked, trials, queue });
const parts = (change: Partial<Parameters<typeof buildRoster>[0]> = {}) => ({
  sessions: rosterSessions(now),
  bookings: [],
  trials: [],
  counts: new Map(rosterSessions(now).map(({ sessionId }) => [sessionId, EMPTY_SESSION_COUNT])),
  now,
  ...change,
});

describe('the sessions of the roster', () => {
  it('are every timetable session of today and tomorrow by the Tunis calendar', () => {
    expect(rosterSessions(now).map(({ sessionId }) => sessionId)).toEqual([
      'thursday-0900-fitness_2026-11-26',
      'thursday-2200-body-building_2026-11-26',
      'thursday-1600-running_2026-11-26',
      'friday-0900-crossfit_2026-11-27',
      'friday-2200-karate_2026-11-27',
      'friday-1600-meditation_2026-11-27',
      'friday-1800-workout_2026-11-27',
    ]);
    // 23:30 UTC on Thursday is already Friday in Tunis.
    expect(rosterSessions(new Date('2026-11-26T23:30:00Z'))[0]?.sessionId).toBe('friday-0900-crossfit_2026-11-27');
  });

  it('cover the same days as the trials the desk reads', () => {
    expect(ROSTER_DAYS).toBe(UPCOMING_TRIAL_DAYS);
  });
});

describe('buildRoster', () => {
  it('lists every session soonest first, an empty one too, with its count', () => {
    const roster = buildRoster(parts({ counts: new Map([[running.sessionId, count(4, 1, ['w1'])]]) }));
    expect(roster.map(({ sessionId, dayOffset }) => [sessionId, dayOffset])).toEqual([
      ['thursday-0900-fitness_2026-11-26', 0],
      ['thursday-1600-running_2026-11-26', 0],
      ['thursday-2200-body-building_2026-11-26', 0],
      ['friday-0900-crossfit_2026-11-27', 1],
      ['friday-1600-meditation_2026-11-27', 1],
      ['friday-1800-workout_2026-11-27', 1],
      ['friday-2200-karate_2026-11-27', 1],
    ]);
    const [fitness, withCount] = roster;
    expect(withCount?.count).toEqual(count(4, 1, ['w1']));
    expect(fitness).toMatchObject({ booked: [], waiting: [], trials: [], className: 'Fitness' });
  });

  it('puts members with a place by name, the waitlist in line order, and leaves ended bookings out', () => {
    const [session] = buildRoster(
      parts({
        sessions: [crossfit],
        counts: new Map([[crossfit.sessionId, count(20, 0, ['w2', 'w1'])]]),
        bookings: [
          booking('b1', 'Walid'),
          booking('w1', 'Amira', { status: 'waiting' }),
          booking('b2', 'Amel', { promoted: true }),
          booking('c1', 'Cyrine', { status: 'cancelled-by-gym' }),
          booking('w2', 'Sami', { status: 'waiting' }),
          booking('l1', 'Lina', { status: 'late-cancelled' }),
        ],
      }),
    );
    expect(session?.booked.map(({ name }) => name)).toEqual(['Amel', 'Walid']);
    expect(session?.waiting.map(({ name }) => name)).toEqual(['Sami', 'Amira']);
  });

  it('puts trial visitors with the bookings of their session, and keeps one whose slot is gone', () => {
    const roster = buildRoster(
      parts({
        sessions: [crossfit],
        bookings: [booking('b1', 'Walid')],
        trials: [
          trial('t1', crossfit.sessionId, crossfit.start),
          trial('t2', 'sunday-0300-gone_2026-11-27', new Date('2026-11-27T10:00:00Z'), 'sunday-0300-gone'),
        ],
      }),
    );
    expect(roster.map(({ sessionId, trials, booked }) => [sessionId, trials.length, booked.length])).toEqual([
      [crossfit.sessionId, 1, 1],
      ['sunday-0300-gone@2026-11-27T10:00:00.000Z', 1, 0],
    ]);
    expect(roster[1]).toMatchObject({ session: undefined, count: undefined, className: 'Crossfit', dayOffset: 1 });
  });
});

describe('afterCancellation', () => {
  const [before] = buildRoster(
    parts({
      sessions: [crossfit],
      counts: new Map([[crossfit.sessionId, count(20, 0, ['w1', 'w2'])]]),
      bookings: [
        booking('b1', 'Walid'),
        booking('w1', 'Amira', { status: 'waiting' }),
        booking('w2', 'Sami', { status: 'waiting' }),
      ],
    }),
  );
  if (!before) throw new Error('no session');

  it('takes the booking off and moves the first in line into the place, marked as moved up', () => {
    const after = afterCancellation(before, 'b1', { count: count(20, 0, ['w2']), movedUp: 'w1' });
    expect(after.booked).toEqual([{ ...before.waiting[0], status: 'booked', promoted: true }]);
    expect(after.waiting.map(({ id }) => id)).toEqual(['w2']);
    expect(after.count).toEqual(count(20, 0, ['w2']));
  });

  it('frees the place when nobody moves up, and takes a place in line off the line', () => {
    expect(afterCancellation(before, 'b1', { count: count(19, 0, ['w1', 'w2']), movedUp: undefined })).toMatchObject({
      booked: [],
      count: count(19, 0, ['w1', 'w2']),
    });
    expect(afterCancellation(before, 'w2', { count: count(20, 0, ['w1']), movedUp: undefined }).waiting).toEqual([
      before.waiting[0],
    ]);
  });
});
