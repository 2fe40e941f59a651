import { describe, expect, it } from 'vitest';
import { TRIAL_BOOKING_DAYS } from '@/content/trial-facts';
import { classSlotById, classSlots } from './class-slots';
import { sessionById, sessionIdOf, upcomingSessions } from './sessions';

function slot(id: string) {
  const found = classSlotById(id);
  if (!found) throw new Error(`No slot ${id}`);
  return found;
}

const at = (iso: string) => new Date(iso);
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ids = (sessions: readonly { sessionId: string }[]) => sessions.map((session) => session.sessionId);

// Tunis is UTC+1 all year: a 9:00 class starts at 08:00 UTC. 23 November 2026 is a Monday.
describe('sessionIdOf and sessionById', () => {
  it('names a session by its slot and the gym’s date, and reads the name back', () => {
    expect(sessionIdOf('monday-0900-fitness', '2026-11-30')).toBe('monday-0900-fitness_2026-11-30');
    expect(sessionById('monday-0900-fitness_2026-11-30')).toEqual({
      slot: slot('monday-0900-fitness'),
      sessionId: 'monday-0900-fitness_2026-11-30',
      date: '2026-11-30',
      start: at('2026-11-30T08:00:00Z'),
      end: at('2026-11-30T09:00:00Z'),
    });
  });

  it('gives the 10:00pm class its Tunis date, though it starts at 21:00 UTC', () => {
    expect(sessionById('monday-2200-body-building_2026-11-23')?.start).toEqual(at('2026-11-23T21:00:00Z'));
  });

  it('knows only real occurrences', () => {
    for (const id of [
      'monday-0900-fitness_2026-11-24', // a Tuesday
      'monday-0900-fitness_2026-02-30', // no such date
      'monday-0900-fitness_2026-13-02',
      'monday-0900-fitness_2026-11-3',
      'monday-0700-fitness_2026-11-30', // no such slot
      'monday-0900-fitness',
      'monday-0900-fitness_2026-11-30_2026-11-30',
      'monday-0900-fitness_2026-11-30 ',
      '',
    ]) {
      expect(sessionById(id), id).toBeUndefined();
    }
  });

  it('reads back every session it offers', () => {
    for (const session of upcomingSessions(classSlots, at('2026-12-28T10:00:00Z'), TRIAL_BOOKING_DAYS)) {
      expect(sessionById(session.sessionId)).toEqual(session);
    }
  });
});

describe('upcomingSessions', () => {
  const fitness = [slot('monday-0900-fitness')];

  it('lists each weekly occurrence for two weeks, across weeks and months', () => {
    expect(ids(upcomingSessions(fitness, at('2026-11-24T12:00:00Z'), TRIAL_BOOKING_DAYS))).toEqual([
      'monday-0900-fitness_2026-11-30',
      'monday-0900-fitness_2026-12-07',
    ]);
    expect(
      ids(upcomingSessions([slot('thursday-0900-fitness')], at('2026-12-20T12:00:00Z'), TRIAL_BOOKING_DAYS)),
    ).toEqual(['thursday-0900-fitness_2026-12-24', 'thursday-0900-fitness_2026-12-31']);
    expect(
      ids(upcomingSessions([slot('friday-0900-crossfit')], at('2026-12-28T12:00:00Z'), TRIAL_BOOKING_DAYS)),
    ).toEqual(['friday-0900-crossfit_2027-01-01', 'friday-0900-crossfit_2027-01-08']);
  });

  it('reads the date in Tunis: Sunday 23:30 UTC is already Monday there', () => {
    const sessions = upcomingSessions(fitness, at('2026-11-22T23:30:00Z'), 7);
    expect(ids(sessions)).toEqual(['monday-0900-fitness_2026-11-23']);
    // Monday 22:00 in Tunis is 21:00 UTC on the same date: the id carries the gym's date.
    const late = upcomingSessions([slot('monday-2200-body-building')], at('2026-11-23T20:00:00Z'), 1);
    expect(ids(late)).toEqual(['monday-2200-body-building_2026-11-23']);
  });

  it('never offers a session that has started, and offers one a minute away', () => {
    const start = at('2026-11-23T08:00:00Z');
    // Six days: next Monday's class is out of reach, so only today's can show.
    expect(ids(upcomingSessions(fitness, start, 6))).toEqual([]);
    expect(ids(upcomingSessions(fitness, new Date(start.getTime() + MINUTE_MS), 6))).toEqual([]);
    expect(ids(upcomingSessions(fitness, new Date(start.getTime() - MINUTE_MS), 6))).toEqual([
      'monday-0900-fitness_2026-11-23',
    ]);
  });

  it(`offers a session exactly ${TRIAL_BOOKING_DAYS} days ahead, not a minute later`, () => {
    const lastStart = at('2026-12-07T08:00:00Z');
    const justInTime = new Date(lastStart.getTime() - TRIAL_BOOKING_DAYS * DAY_MS);
    expect(ids(upcomingSessions(fitness, justInTime, TRIAL_BOOKING_DAYS))).toEqual([
      'monday-0900-fitness_2026-11-30',
      'monday-0900-fitness_2026-12-07',
    ]);
    // Also today's class, a fortnight earlier: it starts exactly now, so it is under way.
    const tooLate = new Date(justInTime.getTime() - MINUTE_MS);
    expect(ids(upcomingSessions(fitness, tooLate, TRIAL_BOOKING_DAYS))).toEqual([
      'monday-0900-fitness_2026-11-23',
      'monday-0900-fitness_2026-11-30',
    ]);
  });

  it('sorts every slot’s sessions by start, all within the window', () => {
    const now = at('2026-11-25T10:17:00Z');
    const sessions = upcomingSessions(classSlots, now, TRIAL_BOOKING_DAYS);
    // Every slot occurs twice in 14 days, give or take the one whose time falls on the window's ends.
    expect(sessions.length).toBe(classSlots.length * 2);
    for (const [index, session] of sessions.entries()) {
      expect(session.start.getTime()).toBeGreaterThan(now.getTime());
      expect(session.start.getTime()).toBeLessThanOrEqual(now.getTime() + TRIAL_BOOKING_DAYS * DAY_MS);
      expect(session.end.getTime() - session.start.getTime()).toBe(60 * MINUTE_MS);
      if (index > 0) expect(session.start.getTime()).toBeGreaterThanOrEqual(sessions[index - 1]?.start.getTime() ?? 0);
    }
    expect(new Set(ids(sessions)).size).toBe(sessions.length);
  });

  it('offers nothing for no slots or no days', () => {
    expect(upcomingSessions([], at('2026-11-25T10:00:00Z'), TRIAL_BOOKING_DAYS)).toEqual([]);
    expect(upcomingSessions(fitness, at('2026-11-24T10:00:00Z'), 0)).toEqual([]);
  });
});
