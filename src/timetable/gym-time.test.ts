import { describe, expect, it } from 'vitest';
import { weekdayInGymTimeZone } from './gym-time';

describe('weekdayInGymTimeZone', () => {
  it('uses Tunis time, not the visitor clock: 23:30 UTC on a Sunday is already Monday in Tunis', () => {
    // Tunisia is UTC+1 all year.
    expect(weekdayInGymTimeZone(new Date('2026-11-22T23:30:00Z'))).toBe('monday');
    expect(weekdayInGymTimeZone(new Date('2026-11-22T22:30:00Z'))).toBe('sunday');
  });

  it('names a mid-week day', () => {
    expect(weekdayInGymTimeZone(new Date('2026-11-18T12:00:00Z'))).toBe('wednesday');
  });
});
