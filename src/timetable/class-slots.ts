/**
 * The timetable as a flat list of weekly class slots, each with a stable id. Members save
 * these ids (users/{uid}.savedShows) and firestore.rules lists them, so an id must never
 * change while the class it names stays: changing one orphans every saved copy of it.
 */
import type { GymClassName } from '@/content/class-names';
import { slugify } from '@/lib/slug';
import { type Weekday, weekdays } from '@/lib/weekdays';
import { weeklySchedule } from '@/timetable/weekly-timetable';
import { type ClockTime, parseTwelveHourRange } from './twelve-hour-time';

export interface ClassSlot {
  /** `<weekday>-<HHMM 24-hour start>-<class slug>`, e.g. `monday-0900-fitness`. */
  id: string;
  day: Weekday;
  /** Wall-clock times at the gym (Africa/Tunis). */
  start: ClockTime;
  end: ClockTime;
  className: GymClassName;
  trainerId: string;
  /** The slot's time as the timetable shows it, e.g. "9:00am-10:00am". */
  time: string;
}

/**
 * What every slot id looks like, as a whole-string pattern (RE2 and JavaScript syntax): a
 * weekday, a 24-hour start and a class slug. Only the timetable's own ids are valid ids
 * (isClassSlotId); this is the shape, for checks that cannot hold the list.
 */
export const SLOT_ID_PATTERN = `(${weekdays.join('|')})-([01][0-9]|2[0-3])[0-5][0-9]-[a-z0-9]+(-[a-z0-9]+)*`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function classSlotId(day: Weekday, start: ClockTime, className: string): string {
  return `${day}-${twoDigits(start.hour)}${twoDigits(start.minute)}-${slugify(className)}`;
}

/** Every class of the week, Monday first, each day in timetable order. */
export const classSlots: readonly ClassSlot[] = weekdays.flatMap((day) =>
  weeklySchedule[day].map(({ className, time, trainerId }) => {
    const { start, end } = parseTwelveHourRange(time);
    return { id: classSlotId(day, start, className), day, start, end, className, trainerId, time };
  }),
);

/** The longest savedShows list there can be: every class of the week, once. */
export const MAX_SAVED_SLOTS = classSlots.length;

const slotsById: ReadonlyMap<string, ClassSlot> = new Map(classSlots.map((slot) => [slot.id, slot]));

export function classSlotById(id: string): ClassSlot | undefined {
  return slotsById.get(id);
}

/** The class a day's timetable has at `time` ("9:00am-10:00am"), if any. */
export function classSlotAt(day: Weekday, time: string): ClassSlot | undefined {
  return classSlots.find((slot) => slot.day === day && slot.time === time);
}

export function isClassSlotId(id: unknown): id is string {
  return typeof id === 'string' && slotsById.has(id);
}
