/**
 * "Open now, closes at 21:00" / "Closed now, opens at 07:00" / "Closed today (Eid)": the gym's
 * state at an instant, from its weekly hours (site-facts.ts) and any special hours posted by
 * staff, in Africa/Tunis time whatever the visitor's clock.
 */

import type { DayOfWeek, OpeningHoursSpecification } from '@/content/site-types';
import { weekdayLabel } from '@/lib/weekdays';
import { addGymDays, type GymDate, type GymTime, gymDateOf, weekdayOfGymDate } from '@/timetable/gym-date';
import { GYM_TIME_ZONE } from '@/timetable/gym-time';
import { hoursChangeOn } from '@/timetable/session-changes';
import type { HoursChange, TimetableChange } from '@/timetable/timetable-changes';
import { wallClockIn } from '@/timetable/zoned-time';

/** The weekly hours as site-facts.ts states them. */
export interface RegularHours {
  openingHours: readonly OpeningHoursSpecification[];
  closedDays: readonly DayOfWeek[];
}

/** One day's hours; undefined hours mean closed all day. */
export interface DayHours {
  date: GymDate;
  hours: { opens: GymTime; closes: GymTime } | undefined;
  /** The special hours that decided the day, if any (their note goes with them). */
  change: HoursChange | undefined;
}

export interface NextOpening {
  date: GymDate;
  opens: GymTime;
  /** The special hours of that day, if any. */
  change: HoursChange | undefined;
}

export type OpeningState =
  | { isOpen: true; closes: GymTime; today: DayHours }
  | {
      isOpen: false;
      /** No opening at all today (a weekly closed day, or special hours closed). */
      isClosedToday: boolean;
      /** The next opening; undefined when the hours name none (no open day in the week). */
      next: NextOpening | undefined;
      today: DayHours;
    };

/** The gym's hours on `date`: special hours when staff posted some for it, the weekly ones otherwise. */
export function hoursOn(date: GymDate, regular: RegularHours, changes: readonly TimetableChange[]): DayHours {
  const change = hoursChangeOn(date, changes);
  if (change)
    return { date, hours: change.closed ? undefined : { opens: change.opens, closes: change.closes }, change };
  const day = weekdayLabel(weekdayOfGymDate(date)) as DayOfWeek;
  const weekly = regular.openingHours.find((line) => line.days.includes(day));
  return { date, hours: weekly ? { opens: weekly.opens, closes: weekly.closes } : undefined, change: undefined };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The state at `now`. Open from the opening minute (07:00 is open) until the closing minute
 * (21:00 is closed). The next opening is searched day by day: past the last special hours, a
 * week more finds the weekly one if there is any.
 */
export function openingState(now: Date, regular: RegularHours, changes: readonly TimetableChange[]): OpeningState {
  const wall = wallClockIn(now, GYM_TIME_ZONE);
  const time = `${pad(wall.hour)}:${pad(wall.minute)}`;
  const date = gymDateOf(now);
  const today = hoursOn(date, regular, changes);
  if (today.hours && today.hours.opens <= time && time < today.hours.closes) {
    return { isOpen: true, closes: today.hours.closes, today };
  }
  const lastChange = changes.reduce(
    (last, change) => (change.kind === 'hours' && change.to > last ? change.to : last),
    date,
  );
  const searchUntil = addGymDays(lastChange, 7);
  let next: NextOpening | undefined;
  if (today.hours && time < today.hours.opens) next = { date, opens: today.hours.opens, change: today.change };
  for (let day = addGymDays(date, 1); !next && day <= searchUntil; day = addGymDays(day, 1)) {
    const { hours, change } = hoursOn(day, regular, changes);
    if (hours) next = { date: day, opens: hours.opens, change };
  }
  return { isOpen: false, isClosedToday: !today.hours, next, today };
}
