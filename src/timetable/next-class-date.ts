/**
 * When a weekly class next takes place, as real instants, from the gym's clock (Africa/Tunis)
 * whatever the member's own time zone: a member abroad still sees the Tunis class times.
 */

import { weekdays } from '@/lib/weekdays';
import type { ClassSlot } from './class-slots';
import { GYM_TIME_ZONE } from './gym-time';
import type { ClockTime } from './twelve-hour-time';
import { addDays, instantFromWallClock, mondayFirstDayIndex, type WallClock, wallClockIn } from './zoned-time';

const DAYS_PER_WEEK = weekdays.length;

export interface ClassDate {
  start: Date;
  end: Date;
}

export interface UpcomingClass extends ClassDate {
  slot: ClassSlot;
}

function atTime(date: WallClock, time: ClockTime): Date {
  return instantFromWallClock({ ...date, hour: time.hour, minute: time.minute, second: 0 }, GYM_TIME_ZONE);
}

/** The slot's start and end on a given date at the gym (the date's time of day is ignored). */
export function classDateOn(slot: ClassSlot, date: WallClock): ClassDate {
  return { start: atTime(date, slot.start), end: atTime(date, slot.end) };
}

/**
 * The slot's next start and end. Today's class counts only until it starts: from its start
 * time on (a member cannot join a class already under way), the next one is a week later.
 */
export function nextClassDate(slot: ClassSlot, now: Date): ClassDate {
  const today = wallClockIn(now, GYM_TIME_ZONE);
  let daysAhead = (weekdays.indexOf(slot.day) - mondayFirstDayIndex(today) + DAYS_PER_WEEK) % DAYS_PER_WEEK;
  if (atTime(addDays(today, daysAhead), slot.start).getTime() <= now.getTime()) daysAhead += DAYS_PER_WEEK;
  return classDateOn(slot, addDays(today, daysAhead));
}

/** The slots with their next dates, soonest first: a member's week as it lies ahead from `now`. */
export function orderFromToday(slots: readonly ClassSlot[], now: Date): UpcomingClass[] {
  return slots
    .map((slot) => ({ slot, ...nextClassDate(slot, now) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.slot.id.localeCompare(b.slot.id));
}
