/** A session and its places in the page's language: shared by the Book control and the booking dialog. */
import { booking as words } from '@/content/booking';
import { classLabels } from '@/content/class-labels';
import { formatLiveDate } from '@/live-timetable/live-timetable-format';
import { canTakePlace } from '@/timetable/booking-window';
import { placesLeft, type SessionCount } from '@/timetable/session-count';
import type { ClassSession } from '@/timetable/sessions';
import { formatClassTime } from '@/timetable/timetable-format';

/** "Tuesday 1 December, 10:00pm". */
export function sessionWhen(session: ClassSession): string {
  const [start = session.slot.time] = session.slot.time.split('-');
  return words.when(formatLiveDate(session.date), formatClassTime(start));
}

/** "Yoga, Tuesday 1 December, 10:00pm". */
export function sessionName(session: ClassSession): string {
  return words.sessionName(classLabels[session.slot.className], sessionWhen(session));
}

/**
 * Whether a member booking now would wait in line: no place left, or places given back that the
 * line is still owed (the first in line moves up into them until the free cancellation ends).
 */
export function isWaitlistOnly(session: ClassSession, count: SessionCount, now: Date): boolean {
  return !canTakePlace(session, count, now);
}

/** "4 places left", "1 place left", or "Full: join the waitlist". */
export function placesText(session: ClassSession, count: SessionCount, now: Date): string {
  if (isWaitlistOnly(session, count, now)) return words.full;
  return words.placesLeft(placesLeft(count, session.slot.className));
}
