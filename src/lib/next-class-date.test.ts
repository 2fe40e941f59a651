import { describe, expect, it } from 'vitest';
import { classSlotById, classSlots } from './class-slots';
import { nextClassDate, orderFromToday } from './next-class-date';

function slot(id: string) {
  const found = classSlotById(id);
  if (!found) throw new Error(`No slot ${id}`);
  return found;
}

const at = (iso: string) => new Date(iso);
// Tunis is UTC+1 all year: a 9:00 class starts at 08:00 UTC. 23 November 2026 is a Monday.
const instants = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('nextClassDate', () => {
  it('is today when today’s class has not started yet', () => {
    expect(nextClassDate(slot('monday-0900-fitness'), at('2026-11-23T07:59:59.999Z'))).toEqual(
      instants('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z'),
    );
  });

  it('is next week from the exact start time on', () => {
    expect(nextClassDate(slot('monday-0900-fitness'), at('2026-11-23T08:00:00Z'))).toEqual(
      instants('2026-11-30T08:00:00Z', '2026-11-30T09:00:00Z'),
    );
  });

  it('is later this week for a later weekday', () => {
    expect(nextClassDate(slot('friday-1800-workout'), at('2026-11-24T12:00:00Z'))).toEqual(
      instants('2026-11-27T17:00:00Z', '2026-11-27T18:00:00Z'),
    );
  });

  it('runs across the week end: on Sunday, Monday’s class is tomorrow', () => {
    expect(nextClassDate(slot('monday-0900-fitness'), at('2026-11-29T15:00:00Z'))).toEqual(
      instants('2026-11-30T08:00:00Z', '2026-11-30T09:00:00Z'),
    );
  });

  it('runs across month and year ends', () => {
    // Thursday 31 December 2026, evening: Friday's 9:00 is on 1 January 2027.
    expect(nextClassDate(slot('friday-0900-crossfit'), at('2026-12-31T20:00:00Z')).start).toEqual(
      at('2027-01-01T08:00:00Z'),
    );
  });

  describe('at midnight, Tunis time decides, not UTC', () => {
    it('Monday 23:30 in Tunis (22:30 UTC): the 22:00 class has started, so it is next Monday', () => {
      expect(nextClassDate(slot('monday-2200-body-building'), at('2026-11-23T22:30:00Z'))).toEqual(
        instants('2026-11-30T21:00:00Z', '2026-11-30T22:00:00Z'),
      );
    });

    it('Sunday 23:30 UTC is Monday 00:30 in Tunis: Monday’s 9:00 class is today', () => {
      expect(nextClassDate(slot('monday-0900-fitness'), at('2026-11-22T23:30:00Z'))).toEqual(
        instants('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z'),
      );
    });

    it('Sunday 23:30 UTC is Monday in Tunis: Sunday’s classes are six days away', () => {
      expect(nextClassDate(slot('sunday-0900-fitness'), at('2026-11-22T23:30:00Z')).start).toEqual(
        at('2026-11-29T08:00:00Z'),
      );
    });
  });

  it('never lies in the past nor more than a week ahead, for every slot', () => {
    const now = at('2026-11-25T10:17:00Z');
    for (const candidate of classSlots) {
      const { start, end } = nextClassDate(candidate, now);
      expect(start.getTime()).toBeGreaterThan(now.getTime());
      expect(start.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 24 * 3_600_000);
      expect(end.getTime() - start.getTime()).toBe(3_600_000);
    }
  });
});

describe('orderFromToday', () => {
  const saved = [
    'sunday-1600-running',
    'monday-0900-fitness',
    'wednesday-1800-running',
    'monday-2200-body-building',
  ].map(slot);

  it('puts the soonest first, starting from today', () => {
    // Wednesday 25 November, 12:00 in Tunis.
    const ordered = orderFromToday(saved, at('2026-11-25T11:00:00Z'));
    expect(ordered.map((upcoming) => upcoming.slot.id)).toEqual([
      'wednesday-1800-running',
      'sunday-1600-running',
      'monday-0900-fitness',
      'monday-2200-body-building',
    ]);
    expect(ordered[0]?.start).toEqual(at('2026-11-25T17:00:00Z'));
  });

  it('moves a class that has just started to the end of the week', () => {
    // Monday 9:00 in Tunis, the moment Fitness starts.
    const ordered = orderFromToday(saved, at('2026-11-23T08:00:00Z'));
    expect(ordered.map((upcoming) => upcoming.slot.id)).toEqual([
      'monday-2200-body-building',
      'wednesday-1800-running',
      'sunday-1600-running',
      'monday-0900-fitness',
    ]);
  });

  it('orders the Tunis day’s evening class after its afternoon one', () => {
    const ordered = orderFromToday(
      [slot('monday-2200-body-building'), slot('monday-1600-running')],
      at('2026-11-23T06:00:00Z'),
    );
    expect(ordered.map((upcoming) => upcoming.slot.id)).toEqual(['monday-1600-running', 'monday-2200-body-building']);
  });

  it('returns an empty week for no slots', () => {
    expect(orderFromToday([], at('2026-11-23T08:00:00Z'))).toEqual([]);
  });
});
