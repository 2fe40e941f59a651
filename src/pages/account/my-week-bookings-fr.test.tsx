/** My week's bookings on a French page: the place in line as French writes an ordinal (1er, 2e…). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withSessions } from '@/bookings/my-bookings';
import type { MyBookings } from '@/bookings/use-my-bookings';
import type { BookingRecord } from '@/timetable/booking-record';
import { sessionById } from '@/timetable/sessions';
import { MyWeekBookings } from './my-week-bookings';

// A French page: its language and the French words, as the French build resolves them.
vi.mock('@/i18n/page-locale-code', () => ({ pageLocaleCode: 'fr' }));
vi.mock('@/content/my-week-bookings', () => import('@/content/fr/my-week-bookings'));
vi.mock('@/content/class-labels', () => import('@/content/fr/class-labels'));

// Wednesday 25 November 2026, 12:00 in Tunis.
const NOW = new Date('2026-11-25T11:00:00Z');
const WAITING = [
  'thursday-0900-fitness_2026-11-26',
  'thursday-1600-running_2026-11-26',
  'friday-0900-crossfit_2026-11-27',
  'friday-1600-meditation_2026-11-27',
];

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

describe('the waitlist in French', () => {
  it('says 1er, 2e, 3e and 10e dans la file d’attente', () => {
    const records = WAITING.map(waiting);
    const bookings: MyBookings = {
      state: {
        phase: 'ready',
        bookings: withSessions(records),
        positions: new Map([
          ['b0', 1],
          ['b1', 2],
          ['b2', 3],
          ['b3', 10],
        ]),
      },
      retry: vi.fn(),
      cancel: vi.fn(),
    };
    render(<MyWeekBookings bookings={bookings} now={NOW} onAddToCalendar={vi.fn()} />);
    const list = screen.getByRole('region', { name: 'Vos réservations' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/dans la file/).textContent),
    ).toEqual([
      '1er dans la file d’attente',
      '2e dans la file d’attente',
      '3e dans la file d’attente',
      '10e dans la file d’attente',
    ]);
    expect(
      within(list).getByRole('button', { name: 'Quitter la liste d’attente : Fitness, jeudi 26 novembre 2026' }),
    ).toBeVisible();
  });
});
