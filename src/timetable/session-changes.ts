/**
 * What the live changes do to one session (a slot on one date) and to a slot's next date: the
 * one reading of the changes that the schedule rows, the class cards, My week, the trial form
 * and the calendar files share, so no two of them disagree.
 */
import type { ClassSlot } from './class-slots';
import {
  addGymDays,
  type GymDate,
  type GymTime,
  gymDateOf,
  gymInstant,
  parseGymTime,
  weekdayOfGymDate,
} from './gym-date';
import { nextClassDate } from './next-class-date';
import type { CancelledChange, HoursChange, MovedChange, SubstituteChange, TimetableChange } from './timetable-changes';
import type { ClockTime } from './twelve-hour-time';

export interface SessionStatus {
  cancelled: CancelledChange | undefined;
  moved: MovedChange | undefined;
  substitute: SubstituteChange | undefined;
  /** The day's special hours, when they leave the session out (closed, or it falls outside them). */
  excludedBy: HoursChange | undefined;
  /** The session does not take place: cancelled, or the gym is closed at its time. */
  isOff: boolean;
  /** When it takes place, moved or not (the slot's own times otherwise). */
  start: ClockTime;
  end: ClockTime;
}

/** Two changes of one kind for the same thing: the one staff touched last counts. */
function latest<T extends TimetableChange>(changes: readonly T[]): T | undefined {
  return changes.reduce<T | undefined>(
    (found, change) => (!found || change.updatedAt.getTime() > found.updatedAt.getTime() ? change : found),
    undefined,
  );
}

/** The special hours in force on `date`, if any (the latest when ranges overlap). */
export function hoursChangeOn(date: GymDate, changes: readonly TimetableChange[]): HoursChange | undefined {
  return latest(
    changes.filter(
      (change): change is HoursChange => change.kind === 'hours' && change.from <= date && date <= change.to,
    ),
  );
}

const asMinutes = (time: ClockTime) => time.hour * 60 + time.minute;
const minutesOf = (time: GymTime) => asMinutes(parseGymTime(time));

/** Whether special hours leave out a session running start..end (it must fit inside them). */
function hoursExclude(hours: HoursChange, start: ClockTime, end: ClockTime): boolean {
  if (hours.closed) return true;
  return asMinutes(start) < minutesOf(hours.opens) || asMinutes(end) > minutesOf(hours.closes);
}

/**
 * What applies to `slot` on `date`. A session's own changes count only on the slot's weekday
 * (a change for another date of the slot says nothing about this one). Special hours are
 * compared with the session's time as moved; the regular hours are not (the timetable already
 * fits them as the gym runs it).
 */
export function sessionChanges(slot: ClassSlot, date: GymDate, changes: readonly TimetableChange[]): SessionStatus {
  const onSession = changes.filter(
    (change) => change.kind !== 'hours' && change.slotId === slot.id && change.date === date,
  );
  const cancelled = latest(onSession.filter((change): change is CancelledChange => change.kind === 'cancelled'));
  const moved = latest(onSession.filter((change): change is MovedChange => change.kind === 'moved'));
  const substitute = latest(onSession.filter((change): change is SubstituteChange => change.kind === 'substitute'));
  const start = moved ? parseGymTime(moved.start) : slot.start;
  const end = moved ? parseGymTime(moved.end) : slot.end;
  const hours = hoursChangeOn(date, changes);
  const excludedBy = hours && hoursExclude(hours, start, end) ? hours : undefined;
  return { cancelled, moved, substitute, excludedBy, isOff: Boolean(cancelled || excludedBy), start, end };
}

export interface ChangedClassDate {
  date: GymDate;
  start: Date;
  end: Date;
  status: SessionStatus;
}

/**
 * nextClassDate with the changes: the slot's next session that takes place, at its time as
 * moved. A session counts until it starts (as nextClassDate); a cancelled or closed date is
 * skipped for the week after. Each skipped date needs a change of its own, so the search ends
 * after at most one week more than there are changes.
 */
export function nextClassDateWithChanges(
  slot: ClassSlot,
  now: Date,
  changes: readonly TimetableChange[],
): ChangedClassDate {
  const today = gymDateOf(now);
  let date = today;
  while (weekdayOfGymDate(date) !== slot.day) date = addGymDays(date, 1);
  for (let week = 0; ; week += 1) {
    const status = sessionChanges(slot, date, changes);
    const start = gymInstant(date, status.start);
    const isLastTry = week > changes.length;
    if (isLastTry || (!status.isOff && start.getTime() > now.getTime())) {
      return { date, start, end: gymInstant(date, status.end), status };
    }
    date = addGymDays(date, 7);
  }
}

/** orderFromToday with the changes: the slots at their next sessions that take place, soonest first. */
export function orderFromTodayWithChanges(
  slots: readonly ClassSlot[],
  now: Date,
  changes: readonly TimetableChange[],
): (ChangedClassDate & { slot: ClassSlot })[] {
  return slots
    .map((slot) => ({ slot, ...nextClassDateWithChanges(slot, now, changes) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.slot.id.localeCompare(b.slot.id));
}

/**
 * The slot's changed sessions that the weekly series holds: on or after its first start (the
 * next date from `now`, as calendar.ts writes DTSTART), each date once, earliest first.
 */
export function changedSessions(
  slot: ClassSlot,
  changes: readonly TimetableChange[],
  now: Date,
): { date: GymDate; status: SessionStatus }[] {
  const { start: seriesStart } = nextClassDate(slot, now);
  const firstDate = gymDateOf(seriesStart);
  const dates = new Set<GymDate>();
  for (const change of changes) {
    if (change.kind !== 'hours') {
      if (change.slotId === slot.id && change.date >= firstDate) dates.add(change.date);
      continue;
    }
    // Special hours touch the slot on each of its weekdays in their range.
    let date = change.from;
    if (date < firstDate) date = firstDate;
    while (weekdayOfGymDate(date) !== slot.day) date = addGymDays(date, 1);
    for (; date <= change.to; date = addGymDays(date, 7)) dates.add(date);
  }
  return [...dates]
    .sort()
    .map((date) => ({ date, status: sessionChanges(slot, date, changes) }))
    .filter(({ status }) => status.isOff || status.moved !== undefined || status.substitute !== undefined);
}
