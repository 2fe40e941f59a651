import { describe, expect, it } from 'vitest';
import { addGymDays, endOfGymDay, gymDateOf, gymInstant, isGymDate, isGymTime, weekdayOfGymDate } from './gym-date';

describe('gym dates', () => {
  it('takes today’s date from the Tunis clock, not UTC', () => {
    // 23:30 UTC on Friday 27 November is 00:30 on Saturday in Tunis.
    expect(gymDateOf(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(gymDateOf(new Date('2026-11-27T22:59:59Z'))).toBe('2026-11-27');
  });

  it('accepts only dates that exist and 24-hour times', () => {
    expect(isGymDate('2028-02-29')).toBe(true);
    expect(isGymDate('2026-02-29')).toBe(false);
    expect(isGymDate('2026-11-7')).toBe(false);
    expect(isGymTime('23:59')).toBe(true);
    expect(isGymTime('24:00')).toBe(false);
    expect(isGymTime('9:00')).toBe(false);
  });

  it('counts days across month and year ends, and names their weekday', () => {
    expect(addGymDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOfGymDate('2027-01-01')).toBe('friday');
  });

  it('turns a gym date and time into the instant, and ends the day at the next midnight', () => {
    expect(gymInstant('2026-11-27', { hour: 22, minute: 0 })).toEqual(new Date('2026-11-27T21:00:00Z'));
    expect(endOfGymDay('2026-11-27')).toEqual(new Date('2026-11-27T23:00:00Z'));
  });
});
