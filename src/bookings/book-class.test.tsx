import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import { render } from '@/entry-server';
import { bookSession, readMemberName } from '@/firebase/bookings';
import { fetchSessionCounts } from '@/firebase/public-session-counts';
import { timetableChangesAfresh } from '@/live-timetable/timetable-changes-when-known';
import { sessionById } from '@/timetable/sessions';
import { fakeAuth, signIn } from '../../tests/fake-auth';
import { fakeSessionCounts } from '../../tests/fake-session-counts';
import { fakeChange, liveChanges } from '../../tests/fake-timetable-changes';
import { renderRoute } from '../../tests/render-route';

vi.mock('@/live-timetable/use-timetable-changes', () => import('../../tests/fake-timetable-changes'));
// A read of the changes afresh (after a refusal) finds none, unless a test says otherwise.
vi.mock('@/live-timetable/timetable-changes-when-known', () => ({ timetableChangesAfresh: vi.fn(async () => []) }));

const member = { uid: 'member-1', email: 'amira@example.tn', emailVerified: true };
// Wednesday 25 November 2026, 10:00 in Tunis: next Tuesday's classes (1 December) can be booked.
const NOW = new Date('2026-11-25T09:00:00Z');
const YOGA = 'tuesday-2200-yoga_2026-12-01';
const CROSSFIT = 'tuesday-1600-crossfit_2026-12-01';
const BOXING = 'tuesday-0900-boxing_2026-12-01';
const bookYoga = { name: 'Book Yoga, Tuesday 1 December, 10:00pm' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(readMemberName).mockResolvedValue({ ok: true, value: undefined });
  vi.mocked(bookSession).mockResolvedValue({ ok: true, status: 'booked', bookingId: 'booking-1' });
});
afterEach(() => {
  vi.useRealTimers();
  liveChanges.reset();
  vi.mocked(bookSession).mockReset();
  vi.mocked(readMemberName).mockReset();
});

/** Tuesday's timetable once its Book controls have their dates and places. */
async function tuesday(state?: unknown) {
  const view = await renderRoute(paths.scheduleDay('tuesday'), state);
  // The visitor points at a Book: every Book of the page goes live.
  if (!state) await view.user.hover(await screen.findByRole('button', { name: 'Book Boxing, Tuesday 9:00am' }));

  // The live controls arrive with their code: slow on a busy machine.
  await screen.findByRole('button', bookYoga, { timeout: 15_000 });
  return view;
}

/** The booking dialog, and the roles in it. */
async function bookingDialog(className: string) {
  const dialog = await screen.findByRole('dialog', { name: `Book ${className}` });
  const inside = within(dialog);
  return {
    dialog,
    byRole: (role: string, name: string | RegExp) => inside.getByRole(role, { name }),
    findAlert: () => inside.findByRole('alert'),
    nameField: () => inside.getByRole('textbox', { name: 'Your name for the class list' }),
    ...inside,
  };
}

// jsdom has no popovers and hides every one (with a rule only `!important` outweighs): the
// booking dialog shows as a browser shows it once opened; the menus' stay hidden, as they are closed.
const shownDialog = document.createElement('style');
shownDialog.textContent = '[popover][aria-label^="Book "] { display: flex !important; }';
document.head.append(shownDialog);

const rowOf = (className: string) => screen.getByRole('rowheader', { name: className }).closest('tr') as HTMLElement;

// Each test renders the timetable and walks a booking through several renders: slow on a busy machine.
describe('Book on the timetable', { timeout: 20_000 }, () => {
  it('is in the prerendered row at its final size, named after the class of the week, with no read', async () => {
    const page = await render(paths.scheduleDay('tuesday'));
    const html = page.kind === 'page' ? page.html : '';
    expect(html).toContain('aria-label="Book Yoga, Tuesday 10:00pm"');
    expect(fetchSessionCounts).not.toHaveBeenCalled();
  });

  it('reads nothing and loads nothing more until the visitor shows interest in a Book', async () => {
    const { user } = await renderRoute(paths.scheduleDay('tuesday'));
    const boxing = await screen.findByRole('button', { name: 'Book Boxing, Tuesday 9:00am' });
    // The page has started and no Book has asked for the places.
    expect(fetchSessionCounts).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', bookYoga)).not.toBeInTheDocument();

    boxing.focus();
    expect(await screen.findByRole('button', bookYoga, { timeout: 15_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchSessionCounts).toHaveBeenCalledTimes(1));
    await user.hover(screen.getByRole('button', bookYoga));
    expect(fetchSessionCounts).toHaveBeenCalledTimes(1);
  });

  it('reads the places of the day’s sessions once, in one request, and names each Book after its date', async () => {
    fakeSessionCounts.store(YOGA, { booked: 19 });
    fakeSessionCounts.store(CROSSFIT, { booked: 17, trials: 3 });
    await tuesday();
    const yoga = screen.getByRole('button', bookYoga);
    await vi.waitFor(() => expect(yoga).toHaveAccessibleDescription('1 place left'));
    expect(
      screen.getByRole('button', { name: 'Book Crossfit, Tuesday 1 December, 4:00pm' }),
    ).toHaveAccessibleDescription('Full: join the waitlist');
    expect(screen.getByRole('button', { name: 'Book Boxing, Tuesday 1 December, 9:00am' })).toHaveAccessibleDescription(
      '20 places left',
    );
    expect(fetchSessionCounts).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetchSessionCounts).mock.calls[0]?.[1]).toEqual(expect.arrayContaining([YOGA, CROSSFIT, BOXING]));
  });

  it('shows no places, and still offers Book, when the read fails', async () => {
    vi.mocked(fetchSessionCounts).mockResolvedValue(undefined);
    await tuesday();
    await vi.waitFor(() => expect(fetchSessionCounts).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', bookYoga)).not.toHaveAccessibleDescription();
  });

  it('offers no Book for a date the live changes cancel', async () => {
    await tuesday();
    liveChanges.arrive([fakeChange({ kind: 'cancelled', slotId: 'tuesday-2200-yoga', date: '2026-12-01' })]);
    await vi.waitFor(() => expect(screen.queryByRole('button', bookYoga)).not.toBeInTheDocument());
    expect(within(rowOf('Yoga')).getByText('Booking closed')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, then back with the session chosen in the booking', async () => {
    const { user, router } = await tuesday();
    await user.click(screen.getByRole('button', bookYoga));
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(router.state.location.state).toEqual({ returnTo: '/schedule/tuesday', bookSessionId: YOGA });
    expect(screen.getByText(/^Sign in to book Yoga, Tuesday 10:00pm on 1 December 2026\./)).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail address'), 'amira@example.tn');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    const dialog = await bookingDialog('Yoga');
    expect(router.state.location.pathname).toBe('/schedule/tuesday');
    expect(dialog.getByText('Tuesday 1 December, 10:00pm')).toBeInTheDocument();
    // Done once: a reload or Back does not open it again.
    expect(router.state.location.state).toBeNull();
  });

  it('lets a member book with the name for the class list, kept for next time, and the places move', async () => {
    fakeAuth.startSignedIn(member);
    fakeSessionCounts.store(YOGA, { booked: 5 });
    const { user } = await tuesday();
    const book = screen.getByRole('button', bookYoga);
    await vi.waitFor(() => expect(book).toHaveAccessibleDescription('15 places left'));
    await user.click(book);
    const dialog = await bookingDialog('Yoga');
    expect(dialog.getByText('15 places left')).toBeInTheDocument();
    const name = dialog.nameField();

    await user.click(dialog.byRole('button', 'Book my place'));
    expect(await dialog.findByText('Please enter your name.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(bookSession).not.toHaveBeenCalled();

    await user.type(name, ' Amira Ben Salah ');
    await user.click(dialog.byRole('button', 'Book my place'));
    const booked = await dialog.findByText('You are booked: Yoga, Tuesday 1 December, 10:00pm.');
    expect(booked).toHaveFocus();
    expect(bookSession).toHaveBeenCalledWith({
      session: sessionById(YOGA),
      uid: member.uid,
      name: 'Amira Ben Salah',
      saveName: true,
      mayWait: false,
    });
    expect(dialog.byRole('link', 'See My week')).toHaveAttribute('href', paths.account);
    await user.click(dialog.byRole('button', 'Done'));
    expect(screen.queryByRole('dialog', { name: 'Book Yoga' })).not.toBeInTheDocument();
    expect(book).toHaveFocus();
    expect(book).toHaveAccessibleDescription('14 places left');
  });

  it('prefills the name the member gave before, and does not write it again', async () => {
    fakeAuth.startSignedIn(member);
    vi.mocked(readMemberName).mockResolvedValue({ ok: true, value: 'Amira B.' });
    const { user } = await tuesday();
    await user.click(screen.getByRole('button', bookYoga));
    const dialog = await bookingDialog('Yoga');
    await vi.waitFor(() => expect(dialog.nameField()).toHaveValue('Amira B.'));
    await user.click(dialog.byRole('button', 'Book my place'));
    await dialog.findByText(/^You are booked/);
    expect(bookSession).toHaveBeenCalledWith(expect.objectContaining({ name: 'Amira B.', saveName: false }));
  });

  it('tells a member who lost the race for the last place at once, and offers the waitlist with the choice kept', async () => {
    fakeAuth.startSignedIn(member);
    fakeSessionCounts.store(YOGA, { booked: 19 });
    vi.mocked(bookSession)
      .mockResolvedValueOnce({ ok: false, reason: 'full' })
      .mockResolvedValueOnce({ ok: true, status: 'waiting', bookingId: 'booking-2' });
    const { user } = await tuesday();
    await user.click(screen.getByRole('button', bookYoga));
    const dialog = await bookingDialog('Yoga');
    const name = dialog.nameField();
    await user.type(name, 'Amira');
    await user.click(dialog.byRole('button', 'Book my place'));

    expect(await dialog.findAlert()).toHaveTextContent('That place was just taken. You can join the waitlist instead.');
    expect(name).toHaveValue('Amira');
    expect(dialog.getByText('Full: join the waitlist')).toBeInTheDocument();
    await user.click(dialog.byRole('button', 'Join the waitlist'));
    expect(
      await dialog.findByText('You are on the waitlist for Yoga, Tuesday 1 December, 10:00pm.'),
    ).toBeInTheDocument();
    expect(dialog.getByText(/My week is where you see it/)).toBeInTheDocument();
    expect(
      vi.mocked(bookSession).mock.calls.map(([request]) => [request.session.sessionId, request.name, request.mayWait]),
    ).toEqual([
      [YOGA, 'Amira', false],
      [YOGA, 'Amira', true],
    ]);
  });

  it('joins the waitlist of a session already full', async () => {
    fakeAuth.startSignedIn(member);
    fakeSessionCounts.store(CROSSFIT, { booked: 20 });
    vi.mocked(bookSession).mockResolvedValue({ ok: true, status: 'waiting', bookingId: 'booking-3' });
    const { user } = await tuesday();
    const crossfit = screen.getByRole('button', { name: 'Book Crossfit, Tuesday 1 December, 4:00pm' });
    await vi.waitFor(() => expect(crossfit).toHaveAccessibleDescription('Full: join the waitlist'));
    await user.click(crossfit);
    const dialog = await bookingDialog('Crossfit');
    await user.type(dialog.nameField(), 'Amira');
    await user.click(dialog.byRole('button', 'Join the waitlist'));
    await dialog.findByText(/^You are on the waitlist/);
    expect(bookSession).toHaveBeenCalledWith(expect.objectContaining({ mayWait: true }));
  });

  it.each([
    ['cap', 'You already have 6 upcoming bookings or waitlist places. Cancel one in My week to book this.'],
    ['held', 'You have already booked this class on that date. My week shows it.'],
    ['waitlist-full', 'This class is full and so is its waitlist. Please choose another date.'],
    ['network', 'Nothing was booked: we could not reach our server. Check your internet connection, then try again.'],
    ['unavailable', 'Nothing was booked: our member service is not answering right now. Please try again in a moment.'],
    ['rejected', 'Nothing was booked: the booking was refused. Reload the page, then try again.'],
  ] as const)('says why nothing was booked (%s) and keeps the name typed', async (reason, message) => {
    fakeAuth.startSignedIn(member);
    vi.mocked(bookSession).mockResolvedValue({ ok: false, reason });
    const { user } = await tuesday();
    await user.click(screen.getByRole('button', bookYoga));
    const dialog = await bookingDialog('Yoga');
    const name = dialog.nameField();
    await user.type(name, 'Amira');
    await user.click(dialog.byRole('button', 'Book my place'));
    expect(await dialog.findAlert()).toHaveTextContent(message);
    expect(name).toHaveValue('Amira');
    expect(dialog.byRole('button', 'Book my place')).toBeInTheDocument();
  });

  it('says the class does not take place any more when the rules refuse it after the gym cancelled it since the page read', async () => {
    fakeAuth.startSignedIn(member);
    vi.mocked(bookSession).mockResolvedValue({ ok: false, reason: 'rejected' });
    vi.mocked(timetableChangesAfresh).mockResolvedValueOnce([
      fakeChange({ kind: 'cancelled', slotId: 'tuesday-2200-yoga', date: '2026-12-01' }),
    ]);
    const { user } = await tuesday();
    await user.click(screen.getByRole('button', bookYoga));
    const dialog = await bookingDialog('Yoga');
    await user.type(dialog.nameField(), 'Amira');
    await user.click(dialog.byRole('button', 'Book my place'));
    expect(await dialog.findAlert()).toHaveTextContent('This class does not take place on that date any more.');
    expect(dialog.nameField()).toHaveValue('Amira');
    await user.click(dialog.byRole('button', 'Book my place'));
    expect(bookSession).toHaveBeenCalledTimes(1);
  });

  it('says the booking has closed when the window closes while the dialog is open, and sends nothing', async () => {
    fakeAuth.startSignedIn(member);
    const { user } = await tuesday();
    await user.click(screen.getByRole('button', bookYoga));
    const dialog = await bookingDialog('Yoga');
    await user.type(dialog.nameField(), 'Amira');
    // Tuesday 1 December, 21:31 in Tunis: booking closed at 21:30.
    vi.setSystemTime(new Date('2026-12-01T20:31:00Z'));
    await user.click(dialog.byRole('button', 'Book my place'));
    expect(await dialog.findAlert()).toHaveTextContent('Booking for this date has closed.');
    expect(bookSession).not.toHaveBeenCalled();
  });
});
