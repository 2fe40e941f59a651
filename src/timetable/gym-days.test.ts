import { describe, expect, it } from 'vitest';
import { gymDayOffset, gymDaysFrom, gymMonthOf } from './gym-days';

// Tunis is UTC+1 all year (no summer time since 2009).
describe('the gym calendar in Africa/Tunis', () => {
  it('starts today at Tunis midnight, and ends the span at the start of the day after tomorrow', () => {
    expect(gymDaysFrom(new Date('2026-11-26T12:00:00Z'), 2)).toEqual({
      start: new Date('2026-11-25T23:00:00Z'),
      end: new Date('2026-11-27T23:00:00Z'),
    });
  });

  it('takes 23:30 UTC as the next day in Tunis, already', () => {
    expect(gymDaysFrom(new Date('2026-11-26T23:30:00Z'), 2)).toEqual({
      start: new Date('2026-11-26T23:00:00Z'),
      end: new Date('2026-11-28T23:00:00Z'),
    });
    // 22:59 UTC is still the 26th in Tunis.
    expect(gymDaysFrom(new Date('2026-11-26T22:59:00Z'), 1).start).toEqual(new Date('2026-11-25T23:00:00Z'));
  });

  it('runs a month from its first Tunis midnight to the next month’s, across the year’s end', () => {
    expect(gymMonthOf(new Date('2026-11-26T12:00:00Z'))).toEqual({
      start: new Date('2026-10-31T23:00:00Z'),
      end: new Date('2026-11-30T23:00:00Z'),
    });
    // 23:30 UTC on 31 December is 1 January in Tunis.
    expect(gymMonthOf(new Date('2026-12-31T23:30:00Z'))).toEqual({
      start: new Date('2026-12-31T23:00:00Z'),
      end: new Date('2027-01-31T23:00:00Z'),
    });
    expect(gymMonthOf(new Date('2026-12-15T10:00:00Z')).end).toEqual(new Date('2026-12-31T23:00:00Z'));
  });

  it('counts days between instants by the Tunis calendar, not by 24 hours', () => {
    const now = new Date('2026-11-26T22:00:00Z'); // 23:00 on the 26th in Tunis
    expect(gymDayOffset(new Date('2026-11-26T23:30:00Z'), now)).toBe(1); // 00:30 on the 27th
    expect(gymDayOffset(new Date('2026-11-26T08:00:00Z'), now)).toBe(0);
    expect(gymDayOffset(new Date('2026-11-28T08:00:00Z'), now)).toBe(2);
  });
});
