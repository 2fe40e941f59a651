import { describe, expect, it } from 'vitest';
import { addDays, instantFromWallClock, mondayFirstDayIndex, wallClockIn, zoneOffsetMs } from './zoned-time';

const HOUR_MS = 3_600_000;
const wall = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});

describe('wallClockIn', () => {
  it('reads Tunis time: 23:30 UTC on Sunday is 00:30 on Monday', () => {
    expect(wallClockIn(new Date('2026-11-22T23:30:00Z'), 'Africa/Tunis')).toEqual(wall(2026, 11, 23, 0, 30));
  });

  it('writes midnight as hour 0', () => {
    expect(wallClockIn(new Date('2026-01-01T00:00:00Z'), 'UTC').hour).toBe(0);
  });
});

describe('zoneOffsetMs', () => {
  it('finds Tunis one hour ahead in winter and in summer (no summer time since 2009)', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), 'Africa/Tunis')).toBe(HOUR_MS);
    expect(zoneOffsetMs(new Date('2026-07-15T12:00:00.999Z'), 'Africa/Tunis')).toBe(HOUR_MS);
  });

  // Tunisia last had summer time in 2008: the offset comes from Intl's zone history, not a constant.
  it('follows the zone’s own history: Tunis summer time in 2008', () => {
    expect(zoneOffsetMs(new Date('2008-07-15T12:00:00Z'), 'Africa/Tunis')).toBe(2 * HOUR_MS);
  });
});

describe('instantFromWallClock', () => {
  it('turns a Tunis wall time into its UTC instant', () => {
    expect(instantFromWallClock(wall(2026, 11, 23, 9), 'Africa/Tunis')).toEqual(new Date('2026-11-23T08:00:00Z'));
    expect(instantFromWallClock(wall(2026, 11, 23, 0, 30), 'Africa/Tunis')).toEqual(new Date('2026-11-22T23:30:00Z'));
  });

  it('uses the offset of the day asked for in a zone with summer time', () => {
    expect(instantFromWallClock(wall(2026, 1, 15, 9), 'Europe/Paris')).toEqual(new Date('2026-01-15T08:00:00Z'));
    expect(instantFromWallClock(wall(2026, 7, 15, 9), 'Europe/Paris')).toEqual(new Date('2026-07-15T07:00:00Z'));
    // The morning after the change (29 March 2026, 02:00 → 03:00 in Paris).
    expect(instantFromWallClock(wall(2026, 3, 29, 9), 'Europe/Paris')).toEqual(new Date('2026-03-29T07:00:00Z'));
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month and year ends', () => {
    expect(addDays(wall(2026, 12, 28, 9), 7)).toEqual(wall(2027, 1, 4, 9));
    expect(addDays(wall(2028, 2, 27), 2)).toEqual(wall(2028, 2, 29));
  });

  it('numbers the days Monday 0 to Sunday 6', () => {
    expect(mondayFirstDayIndex(wall(2026, 11, 23))).toBe(0);
    expect(mondayFirstDayIndex(wall(2026, 11, 22))).toBe(6);
  });
});
