/**
 * Calendar dates and times of day as the gym writes them (`2026-11-27`, `18:00`): the form of
 * every date and time in a timetable change, read in Africa/Tunis. Strings, not Dates, so a
 * change means the same day to every visitor whatever their own clock's zone.
 */
import { type Weekday, weekdays } from '@/lib/weekdays';
import { GYM_TIME_ZONE } from './gym-time';
import type { ClockTime } from './twelve-hour-time';
import { addDays, instantFromWallClock, mondayFirstDayIndex, type WallClock, wallClockIn } from './zoned-time';

/** A date at the gym, `YYYY-MM-DD`. */
export type GymDate = string;
/** A time of day at the gym, `HH:MM` on a 24-hour clock. */
export type GymTime = string;

/**
 * The shapes as whole-string patterns (RE2 and JavaScript syntax; firestore.rules repeats them,
 * tests/firestore-rules-sources.test.ts checks). A date that matches may still not exist
 * (2026-02-30): isGymDate checks that too.
 */
export const GYM_DATE_PATTERN = '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';
export const GYM_TIME_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9]';

const gymDateShape = new RegExp(`^${GYM_DATE_PATTERN}$`);
const gymTimeShape = new RegExp(`^${GYM_TIME_PATTERN}$`);

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/** The date's midnight as a wall clock (no check: give it a GymDate). */
export function wallClockOfDate(date: GymDate): WallClock {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day, hour: 0, minute: 0, second: 0 };
}

export function formatGymDate(wall: WallClock): GymDate {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

export function isGymDate(value: unknown): value is GymDate {
  if (typeof value !== 'string' || !gymDateShape.test(value)) return false;
  const wall = wallClockOfDate(value);
  // A day past the month's end rolls over into the next month and reads back differently.
  return formatGymDate(addDays(wall, 0)) === value;
}

export function isGymTime(value: unknown): value is GymTime {
  return typeof value === 'string' && gymTimeShape.test(value);
}

export function parseGymTime(time: GymTime): ClockTime {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { hour, minute };
}

export function formatGymTime(time: ClockTime): GymTime {
  return `${pad(time.hour)}:${pad(time.minute)}`;
}

/** Today's date at the gym. */
export function gymDateOf(instant: Date): GymDate {
  return formatGymDate(wallClockIn(instant, GYM_TIME_ZONE));
}

export function addGymDays(date: GymDate, days: number): GymDate {
  return formatGymDate(addDays(wallClockOfDate(date), days));
}

export function weekdayOfGymDate(date: GymDate): Weekday {
  return weekdays[mondayFirstDayIndex(wallClockOfDate(date))] ?? 'monday';
}

/** The instant the gym's clock shows `time` on `date`. */
export function gymInstant(date: GymDate, time: ClockTime): Date {
  return instantFromWallClock({ ...wallClockOfDate(date), hour: time.hour, minute: time.minute }, GYM_TIME_ZONE);
}

/** The end of the gym's day: the next day's midnight in Africa/Tunis. */
export function endOfGymDay(date: GymDate): Date {
  return instantFromWallClock(wallClockOfDate(addGymDays(date, 1)), GYM_TIME_ZONE);
}
