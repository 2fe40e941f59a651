/**
 * The desk's roster of today's and tomorrow's sessions (Tunis days): every session the timetable
 * has on those days, whether or not anyone booked it, so staff see the whole day and can correct
 * any session's count; each with the members holding a place, the members waiting, its trial
 * visitors and its public count, soonest first. A trial whose slot the timetable no longer has
 * keeps a session of its own, so no visitor drops off the roster.
 */
import type { DeskTrial } from '@/firebase/desk-trials';
import type { BookingRecord } from '@/timetable/booking-record';
import { classSlots } from '@/timetable/class-slots';
import { addGymDays, gymDateOf, weekdayOfGymDate } from '@/timetable/gym-date';
import { gymDayOffset } from '@/timetable/gym-days';
import type { SessionCount } from '@/timetable/session-count';
import { type ClassSession, sessionById, sessionIdOf } from '@/timetable/sessions';

/** Today and tomorrow. */
export const ROSTER_DAYS = 2;

export interface SessionRoster {
  /** The session's id, or for a trial whose slot is gone, its slot and start. */
  sessionId: string;
  start: Date;
  /** 0 today, 1 tomorrow (Tunis days). */
  dayOffset: number;
  /** The timetable's session, or undefined when the timetable no longer has its slot. */
  session: ClassSession | undefined;
  className: string;
  /** The public count (places booked, trial places, the waitlist); undefined without a timetable session. */
  count: SessionCount | undefined;
  /** Members holding a place, by name. */
  booked: BookingRecord[];
  /** Members waiting for a place, first in line first (as the count's queue orders them). */
  waiting: BookingRecord[];
  trials: DeskTrial[];
}

/** Every timetable session of the `days` Tunis days from `now`'s, in timetable order. */
export function rosterSessions(now: Date, days = ROSTER_DAYS): ClassSession[] {
  const today = gymDateOf(now);
  return Array.from({ length: days }, (_, offset) => addGymDays(today, offset)).flatMap((date) =>
    classSlots
      .filter((slot) => slot.day === weekdayOfGymDate(date))
      .flatMap((slot) => sessionById(sessionIdOf(slot.id, date)) ?? []),
  );
}

export interface RosterParts {
  sessions: readonly ClassSession[];
  /** Every booking of the sessions, whatever its status. */
  bookings: readonly BookingRecord[];
  trials: readonly DeskTrial[];
  counts: ReadonlyMap<string, SessionCount>;
  now: Date;
}

const byName = (a: BookingRecord, b: BookingRecord) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

function inLine(waiting: BookingRecord[], count: SessionCount | undefined): BookingRecord[] {
  const place = (booking: BookingRecord) => {
    const index = count?.queue.indexOf(booking.id) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return waiting.sort((a, b) => place(a) - place(b) || byName(a, b));
}

/** The roster: the sessions with their bookings, trials and counts, soonest first. */
export function buildRoster({ sessions, bookings, trials, counts, now }: RosterParts): SessionRoster[] {
  const roster = new Map<string, SessionRoster>();
  const entry = (key: string, session: ClassSession | undefined, start: Date, className: string) => {
    let found = roster.get(key);
    if (!found) {
      found = {
        sessionId: key,
        start,
        dayOffset: gymDayOffset(start, now),
        session,
        className,
        count: session ? counts.get(session.sessionId) : undefined,
        booked: [],
        waiting: [],
        trials: [],
      };
      roster.set(key, found);
    }
    return found;
  };
  for (const session of sessions) entry(session.sessionId, session, session.start, session.slot.className);
  for (const booking of bookings) {
    if (booking.status !== 'booked' && booking.status !== 'waiting') continue;
    const session = sessionById(booking.sessionId);
    if (!session) continue;
    const found = entry(session.sessionId, session, session.start, session.slot.className);
    (booking.status === 'booked' ? found.booked : found.waiting).push(booking);
  }
  for (const trial of trials) {
    const session = sessionById(trial.sessionId);
    const key = session?.sessionId ?? `${trial.slotId}@${trial.sessionStart.toISOString()}`;
    entry(key, session, session?.start ?? trial.sessionStart, trial.className).trials.push(trial);
  }
  return [...roster.values()]
    .map((found) => ({ ...found, booked: found.booked.sort(byName), waiting: inLine(found.waiting, found.count) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.sessionId.localeCompare(b.sessionId));
}

/**
 * The session once staff cancelled `bookingId`: the booking off the roster, the count as the
 * accepted batch wrote it, and the member it moved up from the waitlist in a place, marked so.
 */
export function afterCancellation(
  found: SessionRoster,
  bookingId: string,
  outcome: { count: SessionCount | undefined; movedUp: string | undefined },
): SessionRoster {
  const movedUp = found.waiting.find((booking) => booking.id === outcome.movedUp);
  const booked = found.booked.filter((booking) => booking.id !== bookingId);
  if (movedUp) booked.push({ ...movedUp, status: 'booked', promoted: true });
  return {
    ...found,
    count: outcome.count ?? found.count,
    booked: booked.sort(byName),
    waiting: found.waiting.filter((booking) => booking.id !== bookingId && booking.id !== outcome.movedUp),
  };
}
