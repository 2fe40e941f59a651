/**
 * A class session: one weekly slot of the timetable on one date at the gym (Africa/Tunis), with
 * its real start and end instants. Everything that works on a dated class (trial requests,
 * members' bookings, the waitlist, attendance at the desk, the live timetable's changes) names a
 * session by its id, `<slotId>_<YYYY-MM-DD>`; firestore.rules reads the same id back and checks a
 * stored start against it exactly, so the id of an occurrence must never change.
 */
import { weekdays } from '@/lib/weekdays';
import { type ClassSlot, classSlotById } from './class-slots';
import { GYM_TIME_ZONE } from './gym-time';
import { classDateOn, nextClassDate } from './next-class-date';
import { addDays, instantFromWallClock, mondayFirstDayIndex, type WallClock, wallClockIn } from './zoned-time';

export interface ClassSession {
  slot: ClassSlot;
  /** `<slotId>_<date>`, e.g. `monday-0900-fitness_2026-11-30`. */
  sessionId: string;
  /** YYYY-MM-DD, the gym's date (Africa/Tunis). */
  date: string;
  start: Date;
  end: Date;
}

const DAYS_PER_WEEK = weekdays.length;
const SESSION_ID = /^(.+)_([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

function dateText(date: WallClock): string {
  return `${date.year}-${twoDigits(date.month)}-${twoDigits(date.day)}`;
}

export function sessionIdOf(slotId: string, date: string): string {
  return `${slotId}_${date}`;
}

function sessionOn(slot: ClassSlot, date: WallClock): ClassSession {
  const day = dateText(date);
  return { slot, sessionId: sessionIdOf(slot.id, day), date: day, ...classDateOn(slot, date) };
}

/** The date, if it is one: Date.UTC rolls 31 April over to 1 May, so only a date that reads back the same is real. */
function calendarDate(year: number, month: number, day: number): WallClock | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? { year, month, day, hour: 0, minute: 0, second: 0 } : undefined;
}

/**
 * The session an id names, if it is a real occurrence: a timetable slot and a calendar date that
 * falls on the slot's weekday. Past or far-off dates are still sessions; whether one may be
 * booked is a question of its window (./booking-window.ts, upcomingSessions).
 */
export function sessionById(id: string): ClassSession | undefined {
  const [, slotId = '', year = '', month = '', day = ''] = SESSION_ID.exec(id) ?? [];
  const slot = classSlotById(slotId);
  if (!slot) return undefined;
  const date = calendarDate(Number(year), Number(month), Number(day));
  if (!date || mondayFirstDayIndex(date) !== weekdays.indexOf(slot.day)) return undefined;
  return sessionOn(slot, date);
}

/**
 * Every session of `slots` that has not started at `now` and starts within `days` days of it on
 * the gym's clock (a class under way takes no newcomer); soonest first.
 */
export function upcomingSessions(slots: readonly ClassSlot[], now: Date, days: number): ClassSession[] {
  const horizon = instantFromWallClock(addDays(wallClockIn(now, GYM_TIME_ZONE), days), GYM_TIME_ZONE).getTime();
  const sessions: ClassSession[] = [];
  for (const slot of slots) {
    let date = wallClockIn(nextClassDate(slot, now).start, GYM_TIME_ZONE);
    for (let session = sessionOn(slot, date); session.start.getTime() <= horizon; session = sessionOn(slot, date)) {
      sessions.push(session);
      date = addDays(date, DAYS_PER_WEEK);
    }
  }
  return sessions.sort((a, b) => a.start.getTime() - b.start.getTime() || a.slot.id.localeCompare(b.slot.id));
}
