/**
 * Spans of the gym's calendar (days, months) as real instants: "today" and "this month" are
 * Tunis time wherever the desk is opened, so a trial at 00:30 in Tunis (23:30 UTC the day
 * before) counts on the Tunis day it happens.
 */
import { GYM_TIME_ZONE } from './gym-time';
import { addDays, instantFromWallClock, type WallClock, wallClockIn } from './zoned-time';

/** From `start` (included) to `end` (excluded). */
export interface TimeSpan {
  start: Date;
  end: Date;
}

const midnightOf = (wall: WallClock): WallClock => ({ ...wall, hour: 0, minute: 0, second: 0 });

/** From the start of today in Tunis to the start of the day `days` days later. */
export function gymDaysFrom(now: Date, days: number): TimeSpan {
  const today = midnightOf(wallClockIn(now, GYM_TIME_ZONE));
  return {
    start: instantFromWallClock(today, GYM_TIME_ZONE),
    end: instantFromWallClock(addDays(today, days), GYM_TIME_ZONE),
  };
}

/** The calendar month `now` falls in, in Tunis. */
export function gymMonthOf(now: Date): TimeSpan {
  const first = { ...midnightOf(wallClockIn(now, GYM_TIME_ZONE)), day: 1 };
  const next = first.month === 12 ? { ...first, year: first.year + 1, month: 1 } : { ...first, month: first.month + 1 };
  return { start: instantFromWallClock(first, GYM_TIME_ZONE), end: instantFromWallClock(next, GYM_TIME_ZONE) };
}

/** How many Tunis days `instant` is after `now`'s day: 0 today, 1 tomorrow, -1 yesterday. */
export function gymDayOffset(instant: Date, now: Date): number {
  const dayNumber = (date: Date) => {
    const wall = wallClockIn(date, GYM_TIME_ZONE);
    return Date.UTC(wall.year, wall.month - 1, wall.day) / 86_400_000;
  };
  return dayNumber(instant) - dayNumber(now);
}
