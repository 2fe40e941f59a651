/**
 * The class sessions a visitor may book a free trial in: real dated occurrences of the weekly
 * slots, in the gym's time zone (Africa/Tunis), from now to a few days ahead. A session's id
 * names its slot and its date at the gym; firestore.rules counts trial places per session id
 * (trialSessions/{sessionId}), so the id of an occurrence must never change.
 */
import { TRIAL_BOOKING_DAYS } from '@/content/trial-facts';
import { weekdays } from '@/lib/weekdays';
import { type ClassSlot, classSlotById } from './class-slots';
import { GYM_TIME_ZONE } from './gym-time';
import { classDateOn, nextClassDate } from './next-class-date';
import { addDays, instantFromWallClock, mondayFirstDayIndex, type WallClock, wallClockIn } from './zoned-time';

export interface TrialSession {
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

export function trialSessionId(slotId: string, date: string): string {
  return `${slotId}_${date}`;
}

function sessionOn(slot: ClassSlot, date: WallClock): TrialSession {
  const day = dateText(date);
  return { slot, sessionId: trialSessionId(slot.id, day), date: day, ...classDateOn(slot, date) };
}

/** The date, if it is one: Date.UTC rolls 31 April over to 1 May, so only a date that reads back the same is real. */
function calendarDate(year: number, month: number, day: number): WallClock | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? { year, month, day, hour: 0, minute: 0, second: 0 } : undefined;
}

/**
 * The session an id names, if it is a real occurrence: a timetable slot and a calendar date that
 * falls on the slot's weekday. Past or far-off dates are still sessions; when one may be booked
 * is upcomingTrialSessions' question.
 */
export function trialSessionById(id: string): TrialSession | undefined {
  const [, slotId = '', year = '', month = '', day = ''] = SESSION_ID.exec(id) ?? [];
  const slot = classSlotById(slotId);
  if (!slot) return undefined;
  const date = calendarDate(Number(year), Number(month), Number(day));
  if (!date || mondayFirstDayIndex(date) !== weekdays.indexOf(slot.day)) return undefined;
  return sessionOn(slot, date);
}

/**
 * Every session of `slots` a visitor may book at `now`: none that has started (a class under way
 * takes no newcomer), none starting more than `days` days from now on the gym's clock; soonest first.
 */
export function upcomingTrialSessions(
  slots: readonly ClassSlot[],
  now: Date,
  days: number = TRIAL_BOOKING_DAYS,
): TrialSession[] {
  const horizon = instantFromWallClock(addDays(wallClockIn(now, GYM_TIME_ZONE), days), GYM_TIME_ZONE).getTime();
  const sessions: TrialSession[] = [];
  for (const slot of slots) {
    let date = wallClockIn(nextClassDate(slot, now).start, GYM_TIME_ZONE);
    for (let session = sessionOn(slot, date); session.start.getTime() <= horizon; session = sessionOn(slot, date)) {
      sessions.push(session);
      date = addDays(date, DAYS_PER_WEEK);
    }
  }
  return sessions.sort((a, b) => a.start.getTime() - b.start.getTime() || a.slot.id.localeCompare(b.slot.id));
}
