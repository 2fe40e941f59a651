/**
 * The desk's roster in component tests: a clock fixed on a Tuesday morning in Tunis, and bookings,
 * trial visitors and counts of that day's and the next day's sessions, as the Firebase layer
 * answers them.
 */
import type { DeskTrial } from '@/firebase/desk-trials';
import type { BookingRecord } from '@/timetable/booking-record';
import type { SessionCount } from '@/timetable/session-count';
import { type ClassSession, sessionById } from '@/timetable/sessions';

/** Tuesday 1 December 2026, 8:30 in Tunis (UTC+1): Boxing at 9:00 can be marked, tomorrow's classes not yet. */
export const ROSTER_NOW = new Date('2026-12-01T07:30:00Z');

const session = (id: string) => sessionById(id) as ClassSession;
/** Today at 9:00am. */
export const boxing = session('tuesday-0900-boxing_2026-12-01');
/** Tomorrow at 9:00am: 12 bikes. */
export const cycling = session('wednesday-0900-cycling_2026-12-02');

export const fakeBooking = (
  id: string,
  name: string,
  change: Partial<BookingRecord> & { session?: ClassSession } = {},
): BookingRecord => {
  const { session: of = boxing, ...rest } = change;
  return {
    id,
    uid: `uid-${id}`,
    name,
    sessionId: of.sessionId,
    sessionStart: of.start,
    status: 'booked',
    promoted: false,
    ...rest,
  };
};

export const fakeTrial = (id: string, name: string, change: Partial<DeskTrial> = {}): DeskTrial => ({
  id,
  name,
  phone: '+216 20 123 456',
  whatsapp: false,
  email: '',
  locale: 'en',
  status: 'new',
  className: boxing.slot.className,
  slotId: boxing.slot.id,
  sessionId: boxing.sessionId,
  sessionStart: boxing.start,
  ...change,
});

export const fakeCount = (booked: number, trials = 0, queue: string[] = []): SessionCount => ({
  booked,
  trials,
  queue,
});
