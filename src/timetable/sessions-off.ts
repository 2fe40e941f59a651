/**
 * The sessions that do not take place, as firestore.rules reads them (`timetableOff/current`):
 * every session a current change cancels or leaves outside special hours, and every day the gym
 * is closed. The rules cannot read the changes themselves (a query is no rule), so the desk writes
 * this list in the batch of every change it posts, edits or withdraws, worked out here from the
 * changes as they will stand, the one reading of them the pages use (./session-changes).
 */
import { classSlots } from './class-slots';
import { addGymDays, type GymDate, weekdayOfGymDate } from './gym-date';
import { sessionChanges } from './session-changes';
import { sessionIdOf } from './sessions';
import type { TimetableChange } from './timetable-changes';

export interface SessionsOff {
  /** Session ids, by date, each day in timetable order. */
  sessions: string[];
  /** Days the gym is closed all day. */
  days: GymDate[];
}

function datesOf(change: TimetableChange): GymDate[] {
  if (change.kind !== 'hours') return [change.date];
  const dates: GymDate[] = [];
  for (let date = change.from; date <= change.to; date = addGymDays(date, 1)) dates.push(date);
  return dates;
}

/** What the changes leave off from `today` on (earlier days no longer matter to a booking). */
export function sessionsOff(changes: readonly TimetableChange[], today: GymDate): SessionsOff {
  const dates = [...new Set(changes.flatMap(datesOf))].filter((date) => date >= today).sort();
  const sessions = dates.flatMap((date) =>
    classSlots
      .filter((slot) => slot.day === weekdayOfGymDate(date) && sessionChanges(slot, date, changes).isOff)
      .map((slot) => sessionIdOf(slot.id, date)),
  );
  const days = dates.filter((date) =>
    changes.some((change) => change.kind === 'hours' && change.closed && change.from <= date && date <= change.to),
  );
  return { sessions, days };
}
