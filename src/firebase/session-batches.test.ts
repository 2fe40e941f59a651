import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '@/timetable/booking-record';
import { type ClassSession, sessionById } from '@/timetable/sessions';
import {
  type BookingRequest,
  planAttendance,
  planBooking,
  planCancellation,
  planCountCorrection,
  planTrialPlace,
  planTrialPlaceMove,
  REMOVED,
  SERVER_TIME,
  sessionOutcome,
} from './session-batches';

const yoga = sessionById('tuesday-2200-yoga_2026-12-01') as ClassSession;
const cycling = sessionById('monday-1800-cycling_2026-11-30') as ClassSession;
// Three days before Tuesday's Yoga (21:00 UTC): booking open, the cancellation free.
const now = new Date('2026-11-28T10:00:00Z');
const count = (booked: number, trials = 0, queue: string[] = []) => ({ booked, trials, queue });

const request = (change: Partial<BookingRequest> = {}): BookingRequest => ({
  session: yoga,
  uid: 'amira',
  name: 'Amira Ben Salah',
  saveName: false,
  bookingId: 'b-new',
  count: count(4),
  holdings: undefined,
  mayWait: true,
  now,
  ...change,
});

describe('planBooking', () => {
  it('books a free place: the booking, the count naming it, and the member’s first upcoming session', () => {
    expect(planBooking(request())).toEqual({
      ok: true,
      status: 'booked',
      writes: [
        {
          kind: 'set',
          path: 'bookings/b-new',
          data: {
            uid: 'amira',
            name: 'Amira Ben Salah',
            sessionId: yoga.sessionId,
            sessionStart: yoga.start,
            status: 'booked',
            createdAt: SERVER_TIME,
            updatedAt: SERVER_TIME,
          },
        },
        { kind: 'set', path: `sessions/${yoga.sessionId}`, data: { ...count(5), cause: 'b-new' } },
        {
          kind: 'set',
          path: 'memberBookings/amira',
          data: { sessions: { [yoga.sessionId]: { booking: 'b-new', start: yoga.start } }, released: '' },
        },
      ],
    });
  });

  it('adds to the member’s upcoming sessions, taking one that has started off the list, and keeps the name', () => {
    const past = new Date('2026-11-20T08:00:00Z');
    const plan = planBooking(
      request({
        holdings: { sessions: { 'friday-0900-crossfit_2026-11-20': { booking: 'b-old', start: past } } },
        saveName: true,
      }),
    );
    expect(plan.ok && plan.writes.slice(2)).toEqual([
      {
        kind: 'update',
        path: 'memberBookings/amira',
        data: {
          [`sessions.${yoga.sessionId}`]: { booking: 'b-new', start: yoga.start },
          'sessions.friday-0900-crossfit_2026-11-20': REMOVED,
          released: 'friday-0900-crossfit_2026-11-20',
        },
      },
      { kind: 'update', path: 'users/amira', data: { name: 'Amira Ben Salah' } },
    ]);
  });

  it('joins the waitlist of a full session, at its end, or says it is full when the member did not ask to wait', () => {
    const full = count(17, 3, ['b1']);
    const plan = planBooking(request({ count: full }));
    expect(plan.ok && plan.status).toBe('waiting');
    expect(plan.ok && plan.writes[1]).toEqual({
      kind: 'set',
      path: `sessions/${yoga.sessionId}`,
      data: { ...count(17, 3, ['b1', 'b-new']), cause: 'b-new' },
    });
    expect(planBooking(request({ count: full, mayWait: false }))).toEqual({ ok: false, reason: 'full' });
    expect(
      planBooking(
        request({
          count: count(
            20,
            0,
            Array.from({ length: 10 }, (_, i) => `w${i}`),
          ),
        }),
      ),
    ).toEqual({
      ok: false,
      reason: 'waitlist-full',
    });
  });

  it('counts 12 bikes in Cycling', () => {
    expect(planBooking(request({ session: cycling, count: count(11) }))).toMatchObject({ status: 'booked' });
    expect(planBooking(request({ session: cycling, count: count(12), mayWait: false }))).toEqual({
      ok: false,
      reason: 'full',
    });
  });

  it('refuses a session the member holds, and a seventh upcoming session', () => {
    const start = new Date('2026-12-02T08:00:00Z');
    const held = (ids: string[]) => ({ sessions: Object.fromEntries(ids.map((id) => [id, { booking: id, start }])) });
    expect(planBooking(request({ holdings: held([yoga.sessionId]) }))).toEqual({ ok: false, reason: 'held' });
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => `wednesday-0900-cycling_2026-12-0${id.charCodeAt(0) - 96}`);
    expect(planBooking(request({ holdings: held(six) }))).toEqual({ ok: false, reason: 'cap' });
    expect(planBooking(request({ holdings: held(six.slice(1)) }))).toMatchObject({ ok: true });
  });

  it('never books past members waiting while the line still moves up; after the cutoff the free place is anyone’s', () => {
    const waiting = count(19, 0, ['b1']);
    expect(planBooking(request({ count: waiting, mayWait: false }))).toEqual({ ok: false, reason: 'full' });
    const lateNow = new Date(yoga.start.getTime() - 60 * 60_000);
    expect(planBooking(request({ count: waiting, now: lateNow }))).toMatchObject({ status: 'booked' });
  });
});

const booking = (change: Partial<BookingRecord> = {}): BookingRecord => ({
  id: 'b-mine',
  uid: 'amira',
  name: 'Amira Ben Salah',
  sessionId: yoga.sessionId,
  sessionStart: yoga.start,
  status: 'booked',
  promoted: false,
  ...change,
});

const offTheList = {
  kind: 'update',
  path: 'memberBookings/amira',
  data: { [`sessions.${yoga.sessionId}`]: REMOVED, released: yoga.sessionId },
};

describe('planCancellation', () => {
  it('gives the place up before the cutoff, moving the first in line into it in the same batch', () => {
    expect(planCancellation(booking(), yoga, count(20, 0, ['b1', 'b2']), 'member', now)).toEqual([
      { kind: 'update', path: 'bookings/b-mine', data: { status: 'cancelled', updatedAt: SERVER_TIME } },
      { kind: 'set', path: `sessions/${yoga.sessionId}`, data: { ...count(20, 0, ['b2']), cause: 'b-mine' } },
      { kind: 'update', path: 'bookings/b1', data: { status: 'booked', promoted: true, updatedAt: SERVER_TIME } },
      offTheList,
    ]);
  });

  it('frees the place when nobody waits', () => {
    expect(planCancellation(booking(), yoga, count(8), 'member', now)[1]).toEqual({
      kind: 'set',
      path: `sessions/${yoga.sessionId}`,
      data: { ...count(7), cause: 'b-mine' },
    });
  });

  it('records a cancellation after the cutoff as late, and moves nobody up', () => {
    const late = new Date(yoga.start.getTime() - 60 * 60_000);
    expect(planCancellation(booking(), yoga, count(20, 0, ['b1']), 'member', late)).toEqual([
      { kind: 'update', path: 'bookings/b-mine', data: { status: 'late-cancelled', updatedAt: SERVER_TIME } },
      { kind: 'set', path: `sessions/${yoga.sessionId}`, data: { ...count(19, 0, ['b1']), cause: 'b-mine' } },
      offTheList,
    ]);
  });

  it('leaves the waitlist, the places behind closing up', () => {
    const waiting = booking({ status: 'waiting' });
    expect(planCancellation(waiting, yoga, count(20, 0, ['b1', 'b-mine', 'b2']), 'member', now)).toEqual([
      { kind: 'update', path: 'bookings/b-mine', data: { status: 'left', updatedAt: SERVER_TIME } },
      { kind: 'set', path: `sessions/${yoga.sessionId}`, data: { ...count(20, 0, ['b1', 'b2']), cause: 'b-mine' } },
      offTheList,
    ]);
  });

  it('writes the gym’s cancellation when staff cancel', () => {
    expect(planCancellation(booking(), yoga, count(5), 'staff', now)[0]).toEqual({
      kind: 'update',
      path: 'bookings/b-mine',
      data: { status: 'cancelled-by-gym', updatedAt: SERVER_TIME },
    });
  });
});

describe('the desk’s and the trial’s batches', () => {
  it('marks attendance, and corrects a count keeping its waitlist', () => {
    expect(planAttendance(booking(), 'no-show')).toEqual([
      { kind: 'update', path: 'bookings/b-mine', data: { attendance: 'no-show', updatedAt: SERVER_TIME } },
    ]);
    expect(planCountCorrection(yoga.sessionId, count(20, 1, ['b1']), 18, 0, 'desk')).toEqual([
      { kind: 'set', path: `sessions/${yoga.sessionId}`, data: { ...count(18, 0, ['b1']), cause: 'desk' } },
    ]);
  });

  it('takes a trial place with the visitor’s mark, kept until a day after the session', () => {
    expect(planTrialPlace(yoga, count(3, 1), 'lead-1', 'anon-1')).toEqual([
      { kind: 'set', path: `sessions/${yoga.sessionId}`, data: { ...count(3, 2), cause: 'lead-1' } },
      {
        kind: 'set',
        path: `sessions/${yoga.sessionId}/trials/anon-1`,
        data: { lead: 'lead-1', expireAt: new Date(yoga.start.getTime() + 24 * 60 * 60_000) },
      },
    ]);
  });

  it('gives a trial place back to the first in line before the cutoff, and takes one again', () => {
    expect(planTrialPlaceMove(yoga, count(17, 3, ['b1']), -1, 'lead-1', now)).toEqual([
      { kind: 'set', path: `sessions/${yoga.sessionId}`, data: { ...count(18, 2, []), cause: 'lead-1' } },
      { kind: 'update', path: 'bookings/b1', data: { status: 'booked', promoted: true, updatedAt: SERVER_TIME } },
    ]);
    expect(planTrialPlaceMove(yoga, count(3, 2), 1, 'lead-1', now)).toEqual([
      { kind: 'set', path: `sessions/${yoga.sessionId}`, data: { ...count(3, 3), cause: 'lead-1' } },
    ]);
  });
});

describe('sessionOutcome', () => {
  it('reads the count a batch wrote and the booking it moved up', () => {
    const cancelled = planCancellation(booking(), yoga, count(20, 1, ['b1', 'b2']), 'staff', now);
    expect(sessionOutcome(cancelled, yoga.sessionId)).toEqual({ count: count(20, 1, ['b2']), movedUp: 'b1' });
    const freed = planCancellation(booking(), yoga, count(8), 'staff', now);
    expect(sessionOutcome(freed, yoga.sessionId)).toEqual({ count: count(7), movedUp: undefined });
  });

  it('has no count for a batch that does not write one, nor for another session', () => {
    expect(sessionOutcome(planAttendance(booking(), 'attended'), yoga.sessionId)).toEqual({
      count: undefined,
      movedUp: undefined,
    });
    expect(sessionOutcome(planCountCorrection(yoga.sessionId, count(3), 2, 1, 'desk'), cycling.sessionId).count).toBe(
      undefined,
    );
  });
});
