/** My week's bookings, on the real /account route: each status, cancelling free and late, leaving a waitlist, failures, the cap, the calendar files. */
import { act, screen, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myWeekBookings } from '@/content/my-week-bookings';
import { paths } from '@/content/paths';
import { site } from '@/content/site';
import { cancelMyBooking, readMyBookings } from '@/firebase/bookings';
import { readSessionCounts, SessionCountsError } from '@/firebase/session-counts';
import { formatCount, ordinalCategory } from '@/i18n/format';
import type { BookingRecord, BookingStatus } from '@/timetable/booking-record';
import type { SessionCount } from '@/timetable/session-count';
import { sessionById } from '@/timetable/sessions';
import { fakeAuth } from '../../../tests/fake-auth';
import { fakeUsers } from '../../../tests/fake-users';
import { renderRoute } from '../../../tests/render-route';

// No live changes: the page as the timetable has it, and no read leaves the test.
vi.mock('@/live-timetable/use-timetable-changes', () => ({ useTimetableChanges: () => [] }));
vi.mock('@/firebase/session-counts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/firebase/session-counts')>()),
  readSessionCounts: vi.fn(),
}));

const member = { uid: 'u1', email: 'salma@example.tn', emailVerified: true };
// Wednesday 25 November 2026, 12:00 in Tunis (UTC+1).
const NOON = new Date('2026-11-25T11:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const HOST = new URL(site.url).host;

function booking(id: string, sessionId: string, status: BookingStatus, promoted = false): BookingRecord {
  const session = sessionById(sessionId);
  if (!session) throw new Error(`No session ${sessionId}`);
  return { id, uid: member.uid, name: 'Salma', sessionId, sessionStart: session.start, status, promoted };
}

const fitnessToday = booking('b-fitness', 'wednesday-1600-fitness_2026-11-25', 'booked');
const workoutMovedUp = booking('b-workout', 'friday-1800-workout_2026-11-27', 'booked', true);
const meditationWaiting = booking('b-meditation', 'friday-1600-meditation_2026-11-27', 'waiting');
const yogaCancelled = booking('b-yoga', 'saturday-1600-yoga_2026-11-28', 'cancelled');
const cyclingLate = booking('b-cycling', 'sunday-1800-cycling_2026-11-29', 'late-cancelled');
const fitnessLeft = booking('b-monday', 'monday-0900-fitness_2026-11-30', 'left');
const boxingByGym = booking('b-boxing', 'tuesday-0900-boxing_2026-12-01', 'cancelled-by-gym');

function counts(entries: Record<string, SessionCount>) {
  return new Map(Object.entries(entries));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
  vi.mocked(readSessionCounts).mockReset().mockResolvedValue(new Map());
});
afterEach(() => vi.useRealTimers());

async function openMyWeek(records: BookingRecord[], saved: string[] = []) {
  vi.mocked(readMyBookings).mockResolvedValue({ ok: true, value: records });
  fakeUsers.store(member.uid, saved);
  fakeAuth.startSignedIn(member);
  const view = await renderRoute(paths.account);
  const bookings = await screen.findByRole('region', { name: 'Your bookings' });
  return { ...view, bookings };
}

/** The list's items once it has loaded, by what each says first. */
async function itemsOf(bookings: HTMLElement) {
  return within(bookings).findAllByRole('listitem');
}

function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let pending: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pending = blob;
    return 'blob:calendar';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: pending?.text() ?? Promise.resolve('') });
  });
  return files;
}

function eventsIn(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('your bookings in My week', () => {
  it('reads the member’s bookings from a day ago once, and lists each where it stands, soonest first', async () => {
    vi.mocked(readSessionCounts).mockResolvedValue(
      counts({
        [meditationWaiting.sessionId]: { booked: 20, trials: 0, queue: ['someone-else', meditationWaiting.id] },
      }),
    );
    const { bookings } = await openMyWeek([
      boxingByGym,
      fitnessLeft,
      cyclingLate,
      yogaCancelled,
      meditationWaiting,
      workoutMovedUp,
      fitnessToday,
    ]);
    const items = await itemsOf(bookings);
    expect(readMyBookings).toHaveBeenCalledTimes(1);
    expect(readMyBookings).toHaveBeenCalledWith(member.uid, new Date(NOON.getTime() - DAY_MS));
    expect(readSessionCounts).toHaveBeenCalledWith([meditationWaiting.sessionId]);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^FitnessWednesday 25 November 2026, 4:00pm-5:00pmBookedCancelling is free until 2 hours before the class\./,
      ),
      expect.stringMatching(
        /^MeditationFriday 27 November 2026, 4:00pm-5:00pm2nd in lineLeaving the waitlist is always free\./,
      ),
      expect.stringMatching(/^WorkoutFriday 27 November 2026, 6:00pm-7:00pmBooked \(moved up from the waitlist\)/),
      expect.stringMatching(/^YogaSaturday 28 November 2026, 4:00pm-5:00pmCancelled$/),
      expect.stringMatching(/^CyclingSunday 29 November 2026, 6:00pm-7:00pmCancelled late$/),
      expect.stringMatching(/^FitnessMonday 30 November 2026, 9:00am-10:00amYou left the waitlist$/),
      expect.stringMatching(/^BoxingTuesday 1 December 2026, 9:00am-10:00amCancelled by the gym$/),
    ]);
    expect(bookings).toHaveTextContent(
      'When you are moved up from a waitlist, this page is where you find out: we send no e-mail or message.',
    );
    const [fitness, meditation, workout, yoga] = items.map((item) => within(item as HTMLElement));
    expect(fitness?.getByRole('button', { name: 'Cancel booking: Fitness, Wednesday 25 November 2026' })).toBeVisible();
    expect(
      fitness?.getByRole('button', { name: 'Add to calendar: Fitness, Wednesday 25 November 2026' }),
    ).toBeVisible();
    expect(
      meditation?.getByRole('button', { name: 'Leave the waitlist: Meditation, Friday 27 November 2026' }),
    ).toBeVisible();
    expect(meditation?.queryByRole('button', { name: /Add to calendar/ })).not.toBeInTheDocument();
    expect(workout?.getByRole('button', { name: /^Cancel booking: Workout/ })).toBeVisible();
    expect(yoga?.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says only that a place is on the waitlist when its place in line cannot be read', async () => {
    vi.mocked(readSessionCounts).mockRejectedValue(new SessionCountsError('network'));
    const { bookings } = await openMyWeek([meditationWaiting]);
    const [item] = await itemsOf(bookings);
    expect(item).toHaveTextContent('On the waitlist');
    expect(item).not.toHaveTextContent('in line');
  });

  it('cancels a booking for free before the cutoff, shows it cancelled and moves focus to what it says now', async () => {
    const { bookings, user } = await openMyWeek([fitnessToday]);
    const [item] = await itemsOf(bookings);
    await user.click(within(item as HTMLElement).getByRole('button', { name: /^Cancel booking: Fitness/ }));
    expect(cancelMyBooking).toHaveBeenCalledTimes(1);
    expect(cancelMyBooking).toHaveBeenCalledWith(fitnessToday, sessionById(fitnessToday.sessionId));
    const status = await within(item as HTMLElement).findByText('Cancelled');
    expect(status).toHaveFocus();
    expect(within(item as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says first that a cancellation after the cutoff is late, and cancels only when asked again', async () => {
    // 14:30 in Tunis: Fitness starts at 16:00, within the two hours.
    vi.setSystemTime(new Date('2026-11-25T13:30:00Z'));
    const { bookings, user } = await openMyWeek([fitnessToday]);
    const [item] = await itemsOf(bookings);
    const inItem = within(item as HTMLElement);
    expect(item).toHaveTextContent('The free cancellation has ended: a cancellation now is recorded as late.');
    await user.click(inItem.getByRole('button', { name: /^Cancel booking: Fitness/ }));
    expect(cancelMyBooking).not.toHaveBeenCalled();
    const confirm = inItem.getByRole('button', { name: 'Cancel late' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(
      'The class starts in less than 2 hours, so this cancellation will be recorded as late. Your place still goes back to the class for someone else.',
    );

    await user.click(inItem.getByRole('button', { name: 'Keep my booking' }));
    expect(cancelMyBooking).not.toHaveBeenCalled();
    expect(inItem.getByRole('button', { name: /^Cancel booking: Fitness/ })).toHaveFocus();
    expect(inItem.getByText('Booked')).toBeVisible();

    await user.click(inItem.getByRole('button', { name: /^Cancel booking: Fitness/ }));
    await user.keyboard('{Escape}');
    expect(inItem.queryByRole('button', { name: 'Cancel late' })).not.toBeInTheDocument();

    await user.click(inItem.getByRole('button', { name: /^Cancel booking: Fitness/ }));
    await user.click(inItem.getByRole('button', { name: 'Cancel late' }));
    expect(cancelMyBooking).toHaveBeenCalledTimes(1);
    expect(await inItem.findByText('Cancelled late')).toHaveFocus();
  });

  it('leaves a waitlist at once, for free', async () => {
    vi.mocked(readSessionCounts).mockResolvedValue(
      counts({ [meditationWaiting.sessionId]: { booked: 20, trials: 0, queue: [meditationWaiting.id] } }),
    );
    const { bookings, user } = await openMyWeek([meditationWaiting]);
    const [item] = await itemsOf(bookings);
    expect(item).toHaveTextContent('1st in line');
    await user.click(within(item as HTMLElement).getByRole('button', { name: /^Leave the waitlist: Meditation/ }));
    expect(cancelMyBooking).toHaveBeenCalledWith(meditationWaiting, sessionById(meditationWaiting.sessionId));
    expect(await within(item as HTMLElement).findByText('You left the waitlist')).toHaveFocus();
  });

  it.each([
    ['network', 'Nothing was changed: we could not reach our server.'],
    ['unavailable', 'Nothing was changed: our member service is not answering right now.'],
    ['rejected', 'Nothing was changed: the request was refused. Reload the page to see your bookings as they stand.'],
  ] as const)('keeps the list and the booking as they were when a cancellation fails (%s)', async (reason, message) => {
    vi.mocked(cancelMyBooking).mockResolvedValue({ ok: false, reason });
    const { bookings, user } = await openMyWeek([fitnessToday, workoutMovedUp]);
    const [item] = await itemsOf(bookings);
    const cancel = within(item as HTMLElement).getByRole('button', { name: /^Cancel booking: Fitness/ });
    await user.click(cancel);
    expect(await within(item as HTMLElement).findByRole('alert')).toHaveTextContent(message);
    expect(within(item as HTMLElement).getByText('Booked')).toBeVisible();
    expect(cancel).toHaveFocus();
    expect(await itemsOf(bookings)).toHaveLength(2);
  });

  it.each([
    ['network', 'we could not reach our server'],
    ['unavailable', 'our member service is not answering right now'],
    ['rejected', 'the request was refused'],
  ] as const)('says why the list could not be read (%s), and reads it again when asked', async (reason, why) => {
    vi.mocked(readMyBookings).mockResolvedValueOnce({ ok: false, reason });
    vi.mocked(readMyBookings).mockResolvedValue({ ok: true, value: [fitnessToday] });
    fakeAuth.startSignedIn(member);
    const { user } = await renderRoute(paths.account);
    const bookings = await screen.findByRole('region', { name: 'Your bookings' });
    expect(await within(bookings).findByRole('alert')).toHaveTextContent(`Your bookings could not be loaded: ${why}`);
    await user.click(within(bookings).getByRole('button', { name: 'Try again' }));
    expect(await itemsOf(bookings)).toHaveLength(1);
    expect(readMyBookings).toHaveBeenCalledTimes(2);
  });

  it('says so when the member holds as many upcoming places as one member may', async () => {
    const six = [
      'wednesday-1600-fitness_2026-11-25',
      'wednesday-1800-running_2026-11-25',
      'thursday-0900-fitness_2026-11-26',
      'thursday-1600-running_2026-11-26',
      'friday-0900-crossfit_2026-11-27',
      'friday-1600-meditation_2026-11-27',
    ].map((sessionId, index) => booking(`b${index}`, sessionId, index === 5 ? 'waiting' : 'booked'));
    const { bookings } = await openMyWeek(six);
    await itemsOf(bookings);
    expect(bookings).toHaveTextContent(
      'You hold 6 upcoming bookings and waitlist places, the most one member can hold at once. Cancel one to book another class.',
    );
  });

  it('does not speak of the cap below it, nor count cancelled bookings', async () => {
    const { bookings } = await openMyWeek([fitnessToday, yogaCancelled, cyclingLate, fitnessLeft, boxingByGym]);
    await itemsOf(bookings);
    expect(bookings).not.toHaveTextContent('the most one member can hold');
  });

  it('says when there is no booking yet', async () => {
    const { bookings } = await openMyWeek([]);
    expect(
      await within(bookings).findByText(
        'No bookings yet. Book a place in a class from the timetable, and it shows here with its date.',
      ),
    ).toBeVisible();
  });
});

describe('the calendar files of booked sessions', () => {
  it('downloads one booked session on its own, with the booking’s own event id', async () => {
    const files = captureDownloads();
    const { bookings, user } = await openMyWeek([workoutMovedUp]);
    const [item] = await itemsOf(bookings);
    await user.click(within(item as HTMLElement).getByRole('button', { name: /^Add to calendar: Workout/ }));
    expect(files.map((file) => file.name)).toEqual(['rivage-gym-booked-workout-2026-11-27.ics']);
    const [event] = eventsIn((await files[0]?.text) ?? '');
    expect(event?.uid).toBe(`booking-b-workout@${HOST}`);
    expect(event?.summary).toBe('Booked: Workout at Rivage Gym');
    expect(event?.isRecurring()).toBe(false);
  });

  it('puts each booked session in the week’s file, no waitlist place nor cancelled one, and leaves out a booking once cancelled', async () => {
    const files = captureDownloads();
    const { bookings, user } = await openMyWeek(
      [fitnessToday, meditationWaiting, workoutMovedUp, yogaCancelled],
      ['monday-0900-fitness'],
    );
    const [fitness] = await itemsOf(bookings);
    const week = screen.getByRole('button', { name: 'Add my whole week to a calendar' });
    await user.click(week);
    const uids = (text: string) => eventsIn(text).map((event) => event.uid);
    expect(uids((await files[0]?.text) ?? '')).toEqual([
      `monday-0900-fitness@${HOST}`,
      `booking-b-fitness@${HOST}`,
      `booking-b-workout@${HOST}`,
    ]);

    await user.click(within(fitness as HTMLElement).getByRole('button', { name: /^Cancel booking: Fitness/ }));
    await within(fitness as HTMLElement).findByText('Cancelled');
    await act(async () => user.click(week));
    expect(uids((await files[1]?.text) ?? '')).toEqual([`monday-0900-fitness@${HOST}`, `booking-b-workout@${HOST}`]);
  });
});

describe('a place in line in English', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
  ])('%i is %s in line', (place, ordinal) => {
    const position = { value: place, number: formatCount(place), category: ordinalCategory(place) };
    expect(myWeekBookings.status.inLine(position)).toBe(`${ordinal} in line`);
  });
});
