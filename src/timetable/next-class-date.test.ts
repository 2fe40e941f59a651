import { describe, expect, it } from 'vitest';
import { classSlotById, classSlots } from './class-slots';
import { nextClassDate, orderFromToday } from './next-class-date';

function slot(id: string) {
  const found = classSlotById(id);
  if (!found) throw new Error(`No slot ${id}`);
  return found;
}

const at = (iso: string) => new Date(iso);
const HOUR_MS = 3_600_000;

// Tunis is UTC+1 all year: a 9:00 class starts at 08:00 UTC. 23 November 2026 is a Monday.
describe('nextClassDate', () => {
  it.each([
    [
      'today when today’s class has not started yet',
      'monday-0900-fitness',
      '2026-11-23T07:59:59.999Z',
      '2026-11-23T08:00:00Z',
    ],
    ['next week from the exact start time on', 'monday-0900-fitness', '2026-11-23T08:00:00Z', '2026-11-30T08:00:00Z'],
    ['later this week for a later weekday', 'friday-1800-workout', '2026-11-24T12:00:00Z', '2026-11-27T17:00:00Z'],
    [
      'tomorrow for Monday’s class on a Sunday (across the week end)',
      'monday-0900-fitness',
      '2026-11-29T15:00:00Z',
      '2026-11-30T08:00:00Z',
    ],
    // Thursday 31 December 2026, evening: Friday's 9:00 is on 1 January 2027.
    ['across month and year ends', 'friday-0900-crossfit', '2026-12-31T20:00:00Z', '2027-01-01T08:00:00Z'],
    // At midnight, Tunis time decides, not UTC.
    [
      'next Monday for the 22:00 class at Monday 23:30 in Tunis (22:30 UTC): it has started',
      'monday-2200-body-building',
      '2026-11-23T22:30:00Z',
      '2026-11-30T21:00:00Z',
    ],
    [
      'today for Monday’s 9:00 at Sunday 23:30 UTC, which is Monday 00:30 in Tunis',
      'monday-0900-fitness',
      '2026-11-22T23:30:00Z',
      '2026-11-23T08:00:00Z',
    ],
    [
      'six days away for Sunday’s class at Sunday 23:30 UTC (Monday in Tunis)',
      'sunday-0900-fitness',
      '2026-11-22T23:30:00Z',
      '2026-11-29T08:00:00Z',
    ],
  ])('is %s', (_case, id, now, start) => {
    expect(nextClassDate(slot(id), at(now))).toEqual({
      start: at(start),
      end: new Date(at(start).getTime() + HOUR_MS),
    });
  });

  it('never lies in the past nor more than a week ahead, for every slot', () => {
    const now = at('2026-11-25T10:17:00Z');
    for (const candidate of classSlots) {
      const { start, end } = nextClassDate(candidate, now);
      expect(start.getTime()).toBeGreaterThan(now.getTime());
      expect(start.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 24 * HOUR_MS);
      expect(end.getTime() - start.getTime()).toBe(HOUR_MS);
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
  const orderedIds = (slots: typeof saved, now: string) => orderFromToday(slots, at(now)).map(({ slot }) => slot.id);

  it('puts the soonest first, starting from today', () => {
    // Wednesday 25 November, 12:00 in Tunis.
    expect(orderedIds(saved, '2026-11-25T11:00:00Z')).toEqual([
      'wednesday-1800-running',
      'sunday-1600-running',
      'monday-0900-fitness',
      'monday-2200-body-building',
    ]);
    expect(orderFromToday(saved, at('2026-11-25T11:00:00Z'))[0]).toEqual({
      slot: slot('wednesday-1800-running'),
      start: at('2026-11-25T17:00:00Z'),
      end: at('2026-11-25T18:00:00Z'),
    });
  });

  it('moves a class that has just started to the end of the week', () => {
    // Monday 9:00 in Tunis, the moment Fitness starts.
    expect(orderedIds(saved, '2026-11-23T08:00:00Z')).toEqual([
      'monday-2200-body-building',
      'wednesday-1800-running',
      'sunday-1600-running',
      'monday-0900-fitness',
    ]);
  });

  it('orders the Tunis day’s evening class after its afternoon one', () => {
    expect(
      orderedIds([slot('monday-2200-body-building'), slot('monday-1600-running')], '2026-11-23T06:00:00Z'),
    ).toEqual(['monday-1600-running', 'monday-2200-body-building']);
  });

  it('returns an empty week for no slots', () => {
    expect(orderFromToday([], at('2026-11-23T08:00:00Z'))).toEqual([]);
  });
});
