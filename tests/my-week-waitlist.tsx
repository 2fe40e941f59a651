/**
 * My week's bookings with four waitlist places, 1st, 2nd, 3rd and 10th in line, on Wednesday
 * 25 November 2026 at noon in Tunis: what the French and Arabic pages' ordinal tests render
 * (each mocks its page's language and words before importing this).
 */
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { withSessions } from '@/bookings/my-bookings';
import type { MyBookings } from '@/bookings/use-my-bookings';
import { MyWeekBookings } from '@/pages/account/my-week-bookings';
import type { BookingRecord } from '@/timetable/booking-record';
import { sessionById } from '@/timetable/sessions';

const NOW = new Date('2026-11-25T11:00:00Z');
const WAITING = [
  'thursday-0900-fitness_2026-11-26',
  'thursday-1600-running_2026-11-26',
  'friday-0900-crossfit_2026-11-27',
  'friday-1600-meditation_2026-11-27',
];
const PLACES_IN_LINE = [1, 2, 3, 10];

function waiting(sessionId: string, index: number): BookingRecord {
  const session = sessionById(sessionId);
  if (!session) throw new Error(`No session ${sessionId}`);
  return {
    id: `b${index}`,
    uid: 'u1',
    name: 'Salma',
    sessionId,
    sessionStart: session.start,
    status: 'waiting',
    promoted: false,
  };
}

/** Renders the four waitlist places; returns the list's region, found by its name in the page's language. */
export function renderFourInLine(listName: string): HTMLElement {
  const records = WAITING.map(waiting);
  const bookings: MyBookings = {
    state: {
      phase: 'ready',
      bookings: withSessions(records),
      positions: new Map(records.map((record, index) => [record.id, PLACES_IN_LINE[index] ?? 0])),
    },
    retry: vi.fn(),
    cancel: vi.fn(),
  };
  render(<MyWeekBookings bookings={bookings} now={NOW} onAddToCalendar={vi.fn()} />);
  return screen.getByRole('region', { name: listName });
}

/** Each waitlist place's line that matches `placeLine`, in the list's order. */
export function placeLines(list: HTMLElement, placeLine: RegExp): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(placeLine).textContent);
}
