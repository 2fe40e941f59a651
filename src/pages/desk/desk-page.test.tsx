import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderPaths, sitemapPaths } from '@/app/site-paths';
import { paths } from '@/content/paths';
import { render } from '@/entry-server';
import type { StaffAccess } from '@/firebase/staff-claim';
import { addGymDays, gymDateOf } from '@/timetable/gym-date';
import { changeEndsAt, type TimetableChange } from '@/timetable/timetable-changes';
import { fakeAuth } from '../../../tests/fake-auth';
import { renderRoute } from '../../../tests/render-route';

const readStaffAccess = vi.hoisted(() => vi.fn<() => Promise<StaffAccess>>());
vi.mock('@/firebase/staff-claim', () => ({ readStaffAccess }));
// The staff branch's overview reads through these (its own tests: desk-overview.test.tsx).
const readUpcomingTrials = vi.hoisted(() => vi.fn());
vi.mock('@/firebase/desk-trials', () => ({ readUpcomingTrials }));
vi.mock('@/firebase/desk-bookings', () => ({
  readRosterBookings: () => Promise.resolve({ ok: true, value: { bookings: [], isCut: false } }),
}));
vi.mock('@/firebase/session-counts', () => ({
  readSessionCounts: (ids: string[]) =>
    Promise.resolve(new Map(ids.map((id) => [id, { booked: 0, trials: 0, queue: [] }]))),
  SessionCountsError: class extends Error {},
}));
const readCurrentChanges = vi.hoisted(() => vi.fn());
vi.mock('@/firebase/desk-timetable-changes', () => ({ readCurrentChanges }));
const readMonthStats = vi.hoisted(() => vi.fn());
vi.mock('@/firebase/desk-stats', () => ({ readMonthStats }));
vi.mock('@/firebase/desk-trial-day', () => ({
  readTrialDay: () => Promise.resolve({ ok: true, day: { limit: 30, count: 0 } }),
  setTrialDayLimit: vi.fn(),
}));
// The inbox's own tests (desk-inbox.test.tsx) cover what it reads; here it is an empty one.
const deskLeads = vi.hoisted(() => ({
  readLeadsPage: vi.fn(async () => ({ ok: true, value: { items: [] } })),
  countNewLeads: vi.fn(async () => ({ ok: true, value: 2 })),
}));
vi.mock('@/firebase/desk-leads', () => deskLeads);
// The inbox's one listener on the newest leads: the test delivers its answers.
const liveLeads = vi.hoisted(() => {
  const stop = vi.fn();
  const watch = { onLeads: (_leads: unknown[], _fromCache: boolean) => {} };
  const watchNewestLeads = vi.fn((handlers: typeof watch) => {
    watch.onLeads = handlers.onLeads;
    return stop;
  });
  return { stop, watch, watchNewestLeads };
});
vi.mock('@/firebase/desk-live-leads', () => ({ watchNewestLeads: liveLeads.watchNewestLeads }));

const member = { uid: 'u1', email: 'salma@example.tn', emailVerified: true };
const staff = { uid: 'u2', email: 'staff@rivage.test', emailVerified: true };

beforeEach(() => {
  readCurrentChanges.mockReset().mockResolvedValue({ ok: true, value: [] });
  readUpcomingTrials.mockReset().mockResolvedValue({ ok: true, trials: [], isCapped: false });
  readMonthStats.mockReset().mockResolvedValue({ ok: false, reason: 'network' });
  readStaffAccess.mockReset().mockResolvedValue('not-staff');
  liveLeads.watchNewestLeads.mockClear();
  liveLeads.stop.mockClear();
});

/** An answer the test gives when it chooses: a read still on its way. */
function pendingAnswer<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('the front desk', () => {
  it('is prerendered as a shell that says what it is for, kept out of search engines and the sitemap', async () => {
    const result = await render(paths.desk);
    const html = result.kind === 'page' ? result.html : '';
    expect(html).toContain('Front Desk');
    expect(html).toContain('Staff only');
    expect(html).toContain('Checking whether you are signed in');
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
    expect(prerenderPaths).toContain(paths.desk);
    expect(sitemapPaths).not.toContain(paths.desk);
  });

  it('tells a signed-out visitor it is for staff and how to get access, and asks nothing of Firebase', async () => {
    const { router } = await renderRoute(paths.desk);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.getByText('Sign in with a staff account to open the front desk.')).toBeInTheDocument();
    expect(
      screen.getByText(/ask the gym’s owner to give it the staff role \(npm run staff -- add your-e-mail\)/),
    ).toBeInTheDocument();
    expect(readStaffAccess).not.toHaveBeenCalled();
    await act(async () => signIn.click());
    expect(router.state.location.pathname).toBe(paths.signIn);
    expect(router.state.location.state).toEqual({ returnTo: paths.desk });
  });

  it('tells a member who is not staff so, with the command for their own e-mail, and shows nothing else', async () => {
    fakeAuth.startSignedIn(member);
    await renderRoute(paths.desk);
    expect(
      await screen.findByText(
        'You are signed in as salma@example.tn, which is not a staff account. The desk shows it nothing.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/\(npm run staff -- add salma@example\.tn\)/)).toBeInTheDocument();
    expect(screen.queryByText(/with the staff role\./)).not.toBeInTheDocument();
    expect(readStaffAccess).toHaveBeenCalledTimes(1);
    expect(deskLeads.readLeadsPage).not.toHaveBeenCalled();
    expect(deskLeads.countNewLeads).not.toHaveBeenCalled();
  });

  it('shows staff their e-mail and a way to sign out, which leads to the sign-in link', async () => {
    readStaffAccess.mockResolvedValue('staff');
    fakeAuth.startSignedIn(staff);
    const { user } = await renderRoute(paths.desk);
    expect(await screen.findByText('Signed in as staff@rivage.test, with the staff role.')).toBeInTheDocument();
    expect(await screen.findByText('No enquiries or trial requests yet.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Front Desk | Rivage Gym'));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveFocus();
    expect(screen.queryByText(/staff@rivage\.test/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Front Desk | Rivage Gym'));
    // The inbox is a chunk of its own, imported on first use: seconds on a loaded machine.
  }, 15_000);

  it('listens for new leads once while staff have the desk open: an arrival tops the inbox and the title count; signing out stops it', async () => {
    readStaffAccess.mockResolvedValue('staff');
    fakeAuth.startSignedIn(staff);
    const { user } = await renderRoute(paths.desk);
    expect(await screen.findByText('No enquiries or trial requests yet.')).toBeInTheDocument();
    await waitFor(() => expect(liveLeads.watchNewestLeads).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.title).toBe('(2) Front Desk | Rivage Gym'));

    const lead = {
      id: 'new1',
      kind: 'enquiry',
      name: 'Amira Ben Salah',
      email: 'amira@example.tn',
      className: null,
      comment: 'Hello',
      locale: 'ar',
      status: 'new',
      createdAt: new Date(),
      note: '',
    };
    // The first answer is what was there already; the next one brings the arrival.
    act(() => liveLeads.watch.onLeads([], false));
    deskLeads.countNewLeads.mockResolvedValue({ ok: true, value: 3 });
    act(() => liveLeads.watch.onLeads([lead], false));
    expect(await screen.findByRole('article', { name: 'Amira Ben Salah' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(3) Front Desk | Rivage Gym'));
    // The same lead again (another change among the newest) is not shown twice.
    act(() => liveLeads.watch.onLeads([lead], false));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(liveLeads.watchNewestLeads).toHaveBeenCalledTimes(1);
    expect(liveLeads.stop).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    expect(liveLeads.stop).toHaveBeenCalledTimes(1);
    expect(liveLeads.watchNewestLeads).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('keeps what staff chose and typed in the change form while the rest of the desk answers around it', async () => {
    readStaffAccess.mockResolvedValue('staff');
    const changesRead = pendingAnswer<unknown>();
    const trialsRead = pendingAnswer<unknown>();
    const monthRead = pendingAnswer<unknown>();
    const leadsRead = pendingAnswer<{ ok: true; value: { items: [] } }>();
    const newCountRead = pendingAnswer<{ ok: true; value: number }>();
    readCurrentChanges.mockReturnValue(changesRead.promise);
    readUpcomingTrials.mockReturnValue(trialsRead.promise);
    readMonthStats.mockReturnValue(monthRead.promise);
    deskLeads.readLeadsPage.mockReturnValueOnce(leadsRead.promise);
    deskLeads.countNewLeads.mockReturnValueOnce(newCountRead.promise);
    fakeAuth.startSignedIn(staff);
    const { user } = await renderRoute(paths.desk);

    // Every part of the desk is still reading when staff start on the form.
    const form = await screen.findByRole('form', { name: 'Post a change' }, { timeout: 5_000 });
    expect(screen.getByText('Loading the current changes…')).toBeInTheDocument();
    expect(screen.getByText('Counting this month’s leads…')).toBeInTheDocument();
    expect(await screen.findByText('Loading the inbox…', {}, { timeout: 5_000 })).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Special opening hours' }));
    await user.click(within(form).getByRole('radio', { name: 'Open at other hours' }));
    const note = within(form).getByRole('textbox', { name: 'Note for visitors (optional)' });
    await user.type(note, 'Aïd');

    const date = addGymDays(gymDateOf(new Date()), 3);
    const listed = {
      id: 'c1',
      kind: 'cancelled',
      slotId: 'friday-2200-karate',
      date,
      createdAt: new Date(),
      updatedAt: new Date(),
      endsAt: changeEndsAt({ kind: 'cancelled', date }),
    } satisfies TimetableChange;
    await act(async () => {
      changesRead.answer({ ok: true, value: [listed] });
      trialsRead.answer({ ok: true, trials: [], isCapped: false });
      monthRead.answer({
        ok: true,
        stats: {
          funnel: { created: 3, contacted: 2, trialBooked: 1, trialAttended: 1, joined: 1 },
          trialsPerClass: [{ className: 'Karate', count: 1 }],
        },
      });
      leadsRead.answer({ ok: true, value: { items: [] } });
      newCountRead.answer({ ok: true, value: 2 });
    });
    expect(await screen.findByRole('article', { name: /^Karate at 22:00 on .* is cancelled\.$/ })).toBeInTheDocument();
    expect(await screen.findByText('No enquiries or trial requests yet.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Front Desk | Rivage Gym'));
    expect(screen.queryByText('Counting this month’s leads…')).not.toBeInTheDocument();

    // The same form, never rendered afresh: the choice and the note are still there.
    expect(screen.getByRole('form', { name: 'Post a change' })).toBe(form);
    expect(within(form).getByRole('radio', { name: 'Special opening hours' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Open at other hours' })).toBeChecked();
    expect(note).toHaveValue('Aïd');
  }, 15_000);

  it('says when access could not be checked, and checks again on Try again', async () => {
    readStaffAccess.mockResolvedValueOnce('failed').mockResolvedValueOnce('staff');
    fakeAuth.startSignedIn(staff);
    const { user } = await renderRoute(paths.desk);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your access could not be checked');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed in as staff@rivage.test, with the staff role.')).toBeInTheDocument();
    expect(readStaffAccess).toHaveBeenCalledTimes(2);
  });
});
