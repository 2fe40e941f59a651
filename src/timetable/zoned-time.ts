/**
 * Wall-clock time in a named time zone, read from and turned back into real instants. No offset
 * is written down here: Intl's zone data decides it for each instant (the reading itself is
 * src/i18n/wall-clock.ts, which uses the offsets the prerender read when the page has them), so a
 * zone that changes its rules (or brings back summer time) is followed by an update of the
 * browser and the next deploy, not of this code.
 */
import { readWallClock, type WallClockParts } from '@/i18n/wall-clock';

/** A date and time as a clock on the wall of the zone shows it; month is 1-12. */
export type WallClock = WallClockParts;

const MS_PER_SECOND = 1000;

/** What a clock in `timeZone` shows at `instant` (to the second). */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  return readWallClock(instant, timeZone);
}

/** The wall clock read as if it were UTC; out-of-range days and hours roll over like Date.UTC. */
function wallClockAsUtcMs(wall: WallClock): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (Tunis: one hour). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(instant.getTime() / MS_PER_SECOND) * MS_PER_SECOND;
  return wallClockAsUtcMs(wallClockIn(instant, timeZone)) - wholeSeconds;
}

/**
 * The instant at which a clock in `timeZone` shows `wall`. The offset is looked up twice:
 * first near the answer, then at it, so a wall time just after a change of offset is right.
 */
export function instantFromWallClock(wall: WallClock, timeZone: string): Date {
  const asUtc = wallClockAsUtcMs(wall);
  const firstGuess = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffsetMs(new Date(firstGuess), timeZone));
}

/** The calendar date `days` after the wall clock's date (month and year ends roll over). */
export function addDays(wall: WallClock, days: number): WallClock {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Day of the week of the wall clock's date, Monday 0 to Sunday 6 (the gym's week order). */
export function mondayFirstDayIndex(wall: WallClock): number {
  const sundayFirst = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return (sundayFirst + 6) % 7;
}
