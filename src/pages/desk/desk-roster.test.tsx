import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskTrialsResult } from '@/firebase/desk-trials';
import type { BookingRecord } from '@/timetable/booking-record';
import type { SessionCount } from '@/timetable/session-count';
import { boxing, cycling, fakeBooking, fakeCount, fakeTrial, ROSTER_NOW } from '../../../tests/fake-desk-roster';
import { fakeChange } from '../../../tests/fake-timetable-changes';
import { DeskRoster } from './desk-roster';

const readUpcomingTrials = vi.hoisted(() => vi.fn<(signal?: AbortSignal) => Promise<DeskTrialsResult>>());
const desk = vi.hoisted(() => ({
  readRosterBookings: vi.fn(),
  markAttendance: vi.fn(),
  cancelBookingAtDesk: vi.fn(),
  correctSessionCount: vi.fn(),
}));
const readSessionCounts = vi.hoisted(() => vi.fn());
const markTrialAttendance = vi.hoisted(() => vi.fn());
const readCurrentChanges = vi.hoisted(() => vi.fn());
vi.mock('@/firebase/desk-trials', () => ({ readUpcomingTrials }));
vi.mock('@/firebase/desk-bookings', () => desk);
vi.mock('@/firebase/session-counts', () => ({ readSessionCounts, SessionCountsError: class extends Error {} }));
vi.mock('@/firebase/desk-leads', () => ({ markTrialAttendance }));
vi.mock('@/firebase/desk-timetable-changes', () => ({ readCurrentChanges }));

const BOXING = 'Today, Tuesday 9:00am-10:00am: Boxing with Youssef Gharbi';
const CYCLING = 'Tomorrow, Wednesday 9:00am-10:00am: Cycling with Salma Ben Amor';

/** What the roster reads: these bookings and trials, and these counts (every other session empty). */
function stored(
  bookings: BookingRecord[],
  counts: Record<string, SessionCount> = {},
  trials = [fakeTrial('t1', 'Amira')],
) {
  desk.readRosterBookings.mockResolvedValue({ ok: true, value: { bookings, isCut: false } });
  readUpcomingTrials.mockResolvedValue({ ok: true, trials, isCapped: false });
  readSessionCounts.mockImplementation(
    async (ids: string[]) => new Map(ids.map((id) => [id, counts[id] ?? fakeCount(0)])),
  );
}

const session = (name: string) => screen.findByRole('region', { name });
/** A person's row in a session: their list item. */
const row = (region: HTMLElement, name: string) => within(region).getByText(name).closest('li') as HTMLElement;
const marks = (item: HTMLElement, name: string) => within(item).getByRole('group', { name: `Did ${name} come?` });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: ROSTER_NOW });
  readCurrentChanges.mockReset().mockResolvedValue({ ok: true, value: [] });
  for (const call of Object.values(desk)) call.mockReset();
  markTrialAttendance.mockReset().mockResolvedValue({ ok: true, value: undefined });
  desk.markAttendance.mockResolvedValue({ ok: true, value: undefined });
  readUpcomingTrials.mockReset();
  readSessionCounts.mockReset();
  stored([]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the roster of today’s and tomorrow’s classes', () => {
  it('reads once for the two days: the bookings, the trials and the sessions’ counts, nothing per row', async () => {
    stored([fakeBooking('b1', 'Walid'), fakeBooking('b2', 'Nadia', { session: cycling })]);
    render(<DeskRoster />);
    await session(BOXING);
    expect(desk.readRosterBookings).toHaveBeenCalledTimes(1);
    // From Tuesday 00:00 to Thursday 00:00 in Tunis.
    expect(desk.readRosterBookings).toHaveBeenCalledWith({
      start: new Date('2026-11-30T23:00:00Z'),
      end: new Date('2026-12-02T23:00:00Z'),
    });
    expect(readUpcomingTrials).toHaveBeenCalledTimes(1);
    expect(readSessionCounts).toHaveBeenCalledTimes(1);
    expect(readSessionCounts.mock.calls[0]?.[0]).toHaveLength(7);
    expect(
      [...document.querySelectorAll('[data-session]')].map((region) => region.getAttribute('data-session')),
    ).toEqual([
      'tuesday-0900-boxing_2026-12-01',
      'tuesday-1600-crossfit_2026-12-01',
      'tuesday-2200-yoga_2026-12-01',
      'wednesday-0900-cycling_2026-12-02',
      'wednesday-1600-fitness_2026-12-02',
      'wednesday-1800-running_2026-12-02',
      'wednesday-2200-body-building_2026-12-02',
    ]);
  });

  it('groups the members and trial visitors under their session, with places left and the waitlist', async () => {
    stored(
      [
        fakeBooking('b1', 'Walid'),
        fakeBooking('b2', 'Amel', { promoted: true }),
        fakeBooking('w1', 'Sami', { status: 'waiting' }),
        fakeBooking('c1', 'Lina', { status: 'cancelled' }),
        fakeBooking('b3', 'Nadia', { session: cycling }),
      ],
      { [boxing.sessionId]: fakeCount(19, 1, ['w1']), [cycling.sessionId]: fakeCount(9, 2) },
    );
    render(<DeskRoster />);
    const today = await session(BOXING);
    expect(within(today).getByText('Places left: 0 of 20 · Waitlist: 1')).toBeInTheDocument();
    const [members, visitors] = within(today).getAllByRole('list');
    expect(
      within(members as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'AmelMoved up from the waitlistDid Amel come?CameNo-showCancel booking',
      'WalidDid Walid come?CameNo-showCancel booking',
    ]);
    expect(
      within(visitors as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AmiraPhone: +216 20 123 456 · Status: NewDid Amira come?CameNo-show']);
    const tomorrow = await session(CYCLING);
    expect(within(tomorrow).getByText('Places left: 1 of 12 · Waitlist: 0')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Nadia')).toBeInTheDocument();
    expect(
      within(await session('Today, Tuesday 4:00pm-5:00pm: Crossfit with Karim Trabelsi')).getByText(
        'No member has booked this class.',
      ),
    ).toBeInTheDocument();
  });

  it('offers the marks from an hour before the start, and says when before that', async () => {
    stored([fakeBooking('b1', 'Walid'), fakeBooking('b2', 'Nadia', { session: cycling })]);
    render(<DeskRoster />);
    const today = await session(BOXING);
    expect(marks(row(today, 'Walid'), 'Walid')).toBeInTheDocument();
    const tomorrow = await session(CYCLING);
    expect(within(tomorrow).getByText('Mark who came from 8:00am')).toBeInTheDocument();
    expect(within(tomorrow).queryByRole('button', { name: 'Came' })).not.toBeInTheDocument();
  });

  it('marks who came with one tap, shows it pressed, and the other mark undoes it', async () => {
    const walid = fakeBooking('b1', 'Walid');
    stored([walid]);
    render(<DeskRoster />);
    const group = marks(row(await session(BOXING), 'Walid'), 'Walid');
    const came = within(group).getByRole('button', { name: 'Came' });
    const noShow = within(group).getByRole('button', { name: 'No-show' });
    expect(came).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(came);
    expect(came).toHaveAttribute('aria-pressed', 'true');
    expect(desk.markAttendance).toHaveBeenCalledWith(walid, 'attended');
    await vi.waitFor(() => expect(came).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(noShow);
    expect(noShow).toHaveAttribute('aria-pressed', 'true');
    expect(came).toHaveAttribute('aria-pressed', 'false');
    expect(desk.markAttendance).toHaveBeenLastCalledWith(walid, 'no-show');
  });

  it('shows what is already marked, and marks a trial visitor on the lead', async () => {
    const amira = fakeTrial('t1', 'Amira', { attendance: 'no-show' });
    stored([fakeBooking('b1', 'Walid', { attendance: 'attended' })], {}, [amira]);
    render(<DeskRoster />);
    const today = await session(BOXING);
    expect(within(marks(row(today, 'Walid'), 'Walid')).getByRole('button', { name: 'Came' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const visitor = marks(row(today, 'Amira'), 'Amira');
    expect(within(visitor).getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(visitor).getByRole('button', { name: 'Came' }));
    expect(markTrialAttendance).toHaveBeenCalledWith(amira, 'attended');
    expect(within(visitor).getByRole('button', { name: 'Came' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps one save at a time, and when it fails puts the stored mark back and says why until the next tap', async () => {
    stored([fakeBooking('b1', 'Walid')]);
    let answer: (result: unknown) => void = () => {};
    desk.markAttendance.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    render(<DeskRoster />);
    const item = row(await session(BOXING), 'Walid');
    const came = within(item).getByRole('button', { name: 'Came' });
    const noShow = within(item).getByRole('button', { name: 'No-show' });
    await userEvent.click(came);
    expect(came).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(noShow);
    expect(desk.markAttendance).toHaveBeenCalledTimes(1);
    answer({ ok: false, reason: 'network' });
    expect(await within(item).findByRole('alert')).toHaveTextContent('Not saved: the connection failed. Tap again.');
    expect(came).toHaveAttribute('aria-pressed', 'false');
    expect(noShow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(came);
    expect(within(item).queryByRole('alert')).not.toBeInTheDocument();
    expect(came).toHaveAttribute('aria-pressed', 'true');
  });

  it('cancels a booking only after asking: the place comes back and the first in line moves up', async () => {
    stored(
      [
        fakeBooking('b1', 'Walid', { session: cycling }),
        fakeBooking('w1', 'Nadia', { session: cycling, status: 'waiting' }),
        fakeBooking('w2', 'Sami', { session: cycling, status: 'waiting' }),
      ],
      { [cycling.sessionId]: fakeCount(12, 0, ['w1', 'w2']) },
    );
    desk.cancelBookingAtDesk.mockResolvedValue({
      ok: true,
      value: { count: fakeCount(12, 0, ['w2']), movedUp: 'w1' },
    });
    render(<DeskRoster />);
    const tomorrow = await session(CYCLING);
    expect(within(tomorrow).getByText('Places left: 0 of 12 · Waitlist: 2')).toBeInTheDocument();
    const cancel = within(row(tomorrow, 'Walid')).getByRole('button', { name: 'Cancel booking' });

    await userEvent.click(cancel);
    expect(within(tomorrow).getByText('Cancel Walid’s booking?')).toBeInTheDocument();
    expect(
      within(tomorrow).getByText('The place comes back, and the first member on the waitlist moves up into it.'),
    ).toBeInTheDocument();
    await userEvent.click(within(tomorrow).getByRole('button', { name: 'Keep the booking' }));
    expect(within(tomorrow).getByRole('button', { name: 'Cancel booking' })).toHaveFocus();
    expect(desk.cancelBookingAtDesk).not.toHaveBeenCalled();

    await userEvent.click(within(tomorrow).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(tomorrow).getByRole('button', { name: 'Yes, cancel it' }));
    expect(desk.cancelBookingAtDesk).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'b1' }),
      expect.objectContaining({ sessionId: cycling.sessionId }),
    );
    expect(await within(tomorrow).findByRole('status')).toHaveTextContent('Walid’s booking is cancelled.');
    expect(within(tomorrow).queryByText('Walid')).not.toBeInTheDocument();
    expect(row(tomorrow, 'Nadia')).toHaveTextContent('NadiaMoved up from the waitlist');
    expect(within(tomorrow).getByText('Places left: 0 of 12 · Waitlist: 1')).toBeInTheDocument();
    expect(within(tomorrow).getByRole('heading', { name: CYCLING })).toHaveFocus();
  });

  it('says the place is simply free once the line no longer moves, and keeps the booking when the cancellation fails', async () => {
    stored([fakeBooking('b1', 'Walid')], { [boxing.sessionId]: fakeCount(20, 0, ['w1']) });
    desk.cancelBookingAtDesk.mockResolvedValue({ ok: false, reason: 'rejected' });
    render(<DeskRoster />);
    const today = await session(BOXING);
    await userEvent.click(within(today).getByRole('button', { name: 'Cancel booking' }));
    // 8:30 for a 9:00 class: past the free cancellation, nobody moves up.
    expect(within(today).getByText('The place comes back for anyone to book.')).toBeInTheDocument();
    await userEvent.click(within(today).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(today).findByRole('alert')).toHaveTextContent(
      'Not cancelled: the service refused. Sign in again with a staff account and try again.',
    );
    expect(within(today).getByText('Walid')).toBeInTheDocument();
    expect(within(today).getByText('Places left: 0 of 20 · Waitlist: 1')).toBeInTheDocument();
  });

  it('corrects a count within the class’s places, and says so when the rules refuse it', async () => {
    stored([], { [cycling.sessionId]: fakeCount(12, 0, ['w1']) });
    desk.correctSessionCount
      .mockResolvedValueOnce({ ok: false, reason: 'rejected' })
      .mockResolvedValueOnce({ ok: true, value: fakeCount(8, 2, ['w1']) });
    render(<DeskRoster />);
    const tomorrow = await session(CYCLING);
    const toggle = within(tomorrow).getByRole('button', { name: 'Correct the count' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = within(tomorrow).getByRole('form', { name: 'Correct the count' });
    const booked = within(form).getByRole('spinbutton', { name: 'Places booked' });
    const trials = within(form).getByRole('spinbutton', { name: 'Trial places' });
    expect(booked).toHaveValue(12);
    expect(trials).toHaveValue(0);

    // Past the class's 12 bikes: the form's own check, nothing sent.
    await userEvent.clear(trials);
    await userEvent.type(trials, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the count' }));
    expect(await within(form).findByText('Places booked and trial places together: at most 12.')).toBeInTheDocument();
    expect(booked).toHaveFocus();
    expect(booked).toHaveAttribute('aria-invalid', 'true');
    expect(desk.correctSessionCount).not.toHaveBeenCalled();

    await userEvent.clear(booked);
    await userEvent.type(booked, '8');
    await userEvent.clear(trials);
    await userEvent.type(trials, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the count' }));
    expect(desk.correctSessionCount).toHaveBeenCalledWith(cycling.sessionId, 8, 2);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Not saved: the service refused these numbers. It takes at most 3 trial places and 12 in all, from a staff account only.',
    );
    // What was typed stays.
    expect(booked).toHaveValue(8);
    expect(trials).toHaveValue(2);

    await userEvent.click(within(form).getByRole('button', { name: 'Save the count' }));
    expect(await within(form).findByText('Count saved.')).toBeInTheDocument();
    expect(within(tomorrow).getByText('Places left: 2 of 12 · Waitlist: 1')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Close' }));
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says what the timetable changes do to a session, and marks its trial visitors when it is cancelled', async () => {
    stored([], {}, [fakeTrial('t1', 'Amira', { whatsapp: true })]);
    readCurrentChanges.mockResolvedValue({
      ok: true,
      value: [
        fakeChange({ kind: 'cancelled', slotId: boxing.slot.id, date: boxing.date }),
        fakeChange({ kind: 'moved', slotId: cycling.slot.id, date: cycling.date, start: '10:00', end: '11:00' }),
        fakeChange({ kind: 'substitute', slotId: cycling.slot.id, date: cycling.date, trainerId: 'karim-trabelsi' }),
      ],
    });
    render(<DeskRoster />);
    const today = await session(BOXING);
    expect(await within(today).findByText('Cancelled on Tuesday 1 December')).toBeInTheDocument();
    expect(within(row(today, 'Amira')).getByText('Session cancelled')).toBeInTheDocument();
    const tomorrow = await session(CYCLING);
    expect(within(tomorrow).getByText('Wednesday 2 December: moved to 10:00am-11:00am')).toBeInTheDocument();
    expect(
      within(tomorrow).getByText('Wednesday 2 December: with Karim Trabelsi instead of Salma Ben Amor'),
    ).toBeInTheDocument();
  });

  it('says when a read reached its bound', async () => {
    desk.readRosterBookings.mockResolvedValue({
      ok: true,
      value: { bookings: [fakeBooking('b1', 'Walid')], isCut: true },
    });
    readUpcomingTrials.mockResolvedValue({ ok: true, trials: [fakeTrial('t1', 'Amira')], isCapped: true });
    render(<DeskRoster />);
    expect(await screen.findByText('Only the first 1 bookings are shown.')).toBeInTheDocument();
    expect(screen.getByText('Only the first 1 trials are shown.')).toBeInTheDocument();
  });

  it('says why the roster could not be read, and reads it all again on Try again', async () => {
    desk.readRosterBookings.mockResolvedValueOnce({ ok: false, reason: 'unavailable' });
    render(<DeskRoster />);
    expect(await screen.findByRole('alert')).toHaveTextContent('the service did not answer in time');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await session(BOXING)).toBeInTheDocument();
    expect(desk.readRosterBookings).toHaveBeenCalledTimes(2);
    expect(readSessionCounts).toHaveBeenCalledTimes(2);
  });
});
