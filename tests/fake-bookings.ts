/**
 * Members' bookings as unit tests see them (tests/setup.ts puts this in place of
 * @/firebase/bookings): by default a member with no booking and no name, every change
 * accepted; vi.fn calls a test can inspect or make answer otherwise. Reset after every test.
 */
import { vi } from 'vitest';
import type { BookingsRemovalResult, BookingsResult, BookRequest, BookResult, CancelResult } from '@/firebase/bookings';
import type { BookingRecord } from '@/timetable/booking-record';
import type { ClassSession } from '@/timetable/sessions';

export const MY_BOOKINGS_LIMIT = 50;
export const BOOKINGS_REMOVAL_MAX_MS = 60_000;

export const readMyBookings = vi.fn<(uid: string, since: Date) => Promise<BookingsResult<BookingRecord[]>>>();
export const bookSession = vi.fn<(request: BookRequest) => Promise<BookResult>>();
export const cancelMyBooking = vi.fn<(booking: BookingRecord, session: ClassSession) => Promise<CancelResult>>();
export const readMemberName = vi.fn<(uid: string) => Promise<BookingsResult<string | undefined>>>();
export const saveMemberName = vi.fn<(uid: string, name: string) => Promise<BookingsResult<void>>>();
export const removeMyBookings = vi.fn<(uid: string) => Promise<BookingsRemovalResult>>();

function installDefaults() {
  readMyBookings.mockReset().mockResolvedValue({ ok: true, value: [] });
  bookSession.mockReset().mockResolvedValue({ ok: false, reason: 'unavailable' });
  cancelMyBooking.mockReset().mockResolvedValue({ ok: true });
  readMemberName.mockReset().mockResolvedValue({ ok: true, value: undefined });
  saveMemberName.mockReset().mockResolvedValue({ ok: true, value: undefined });
  removeMyBookings.mockReset().mockResolvedValue({ ok: true, bookingsCancelled: false });
}
installDefaults();

export const fakeBookings = { reset: installDefaults };
