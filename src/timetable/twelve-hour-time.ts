/**
 * Reads the timetable's times as the spec writes them ("9:00am", "9:00am-10:00am") into
 * 24-hour clock times, so code that needs a real date never parses display text itself.
 */

/** A time of day on a 24-hour clock, in the gym's own time zone. */
export interface ClockTime {
  hour: number;
  minute: number;
}

interface ClockRange {
  start: ClockTime;
  end: ClockTime;
}

const HOURS_PER_HALF_DAY = 12;
const TWELVE_HOUR_TIME = /^(\d{1,2}):(\d{2})(am|pm)$/;

/** "9:00am" → 9:00, "10:00pm" → 22:00, "12:00am" → 0:00, "12:30pm" → 12:30; anything else throws. */
export function parseTwelveHourTime(text: string): ClockTime {
  const match = TWELVE_HOUR_TIME.exec(text.trim().toLowerCase());
  const [, hourText = '', minuteText = '', period] = match ?? [];
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (!match || hour < 1 || hour > HOURS_PER_HALF_DAY || minute > 59) {
    throw new Error(`Not a 12-hour time like "9:00am": "${text}"`);
  }
  return { hour: (hour % HOURS_PER_HALF_DAY) + (period === 'pm' ? HOURS_PER_HALF_DAY : 0), minute };
}

/** "9:00am-10:00am" → 9:00 to 10:00. A range must end later the same day (no class runs past midnight). */
export function parseTwelveHourRange(text: string): ClockRange {
  const parts = text.split('-');
  if (parts.length !== 2) throw new Error(`Not a time range like "9:00am-10:00am": "${text}"`);
  const [start, end] = parts.map(parseTwelveHourTime) as [ClockTime, ClockTime];
  if (minutesOfDay(end) <= minutesOfDay(start)) throw new Error(`The range "${text}" does not end after it starts`);
  return { start, end };
}

export function minutesOfDay(time: ClockTime): number {
  return time.hour * 60 + time.minute;
}
