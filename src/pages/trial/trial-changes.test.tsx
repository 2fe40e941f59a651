import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import { submitTrialRequest } from '@/firebase/leads';
import { readSessionCounts } from '@/firebase/session-counts';
import { timetableChangesAfresh, timetableChangesWhenKnown } from '@/live-timetable/timetable-changes-when-known';
import { fakeChange, liveChanges } from '../../../tests/fake-timetable-changes';
import { renderRoute } from '../../../tests/render-route';

vi.mock('@/firebase/leads');
vi.mock('@/firebase/session-counts');
vi.mock('@/live-timetable/use-timetable-changes', () => import('../../../tests/fake-timetable-changes'));
vi.mock('@/live-timetable/timetable-changes-when-known');
const submit = vi.mocked(submitTrialRequest);
const readTaken = vi.mocked(readSessionCounts);
const changesWhenKnown = vi.mocked(timetableChangesWhenKnown);
const changesAfresh = vi.mocked(timetableChangesAfresh);

// Wednesday 25 November 2026, 12:00 in Tunis (UTC+1): Friday's Karate (22:00) is next on the 27th.
const NOW = new Date('2026-11-25T11:00:00Z');
const SLOT = 'friday-2200-karate';
const cancelled = fakeChange({ kind: 'cancelled', slotId: SLOT, date: '2026-11-27' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  submit.mockReset().mockResolvedValue({ ok: true });
  readTaken.mockReset().mockResolvedValue(new Map());
  changesWhenKnown.mockReset().mockImplementation(async (known) => known ?? []);
  changesAfresh.mockReset().mockResolvedValue([]);
  liveChanges.reset();
});
afterEach(() => vi.useRealTimers());

const dates = () => screen.getByRole('group', { name: /Date/ });
const dateChoice = (name: RegExp) => within(dates()).getByRole('radio', { name });
const nameField = () => screen.getByRole('textbox', { name: /Full name/ });
const phoneField = () => screen.getByRole('textbox', { name: /Phone number/ });
const submitButton = () => screen.getByRole('button', { name: 'book my free trial' });

async function fillIn(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.type(nameField(), 'Amira Jaziri');
  await user.type(phoneField(), '20 123 456');
}

describe('the trial form with the live timetable', () => {
  it('marks a cancelled date, which cannot be chosen, and ?slot= chooses the next date that takes place', async () => {
    liveChanges.arrive([cancelled]);
    await renderRoute(paths.trialForSlot(SLOT));
    const off = await screen.findByRole('radio', { name: /Friday 27 November 2026, 10:00pm-11:00pm.*cancelled/ });
    expect(off).toBeDisabled();
    expect(off).not.toBeChecked();
    expect(off).toHaveAccessibleDescription('Cancelled on Friday 27 November');
    await waitFor(() => expect(dateChoice(/Friday 4 December 2026/)).toBeChecked());
    expect(dateChoice(/Friday 4 December 2026/)).not.toHaveAccessibleName(/cancelled/);
  });

  it('moves ?slot=’s date on when the changes arrive after it was chosen', async () => {
    await renderRoute(paths.trialForSlot(SLOT));
    expect(await screen.findByRole('radio', { name: /Friday 27 November 2026/ })).toBeChecked();
    act(() => liveChanges.arrive([cancelled]));
    expect(await screen.findByRole('radio', { name: /Friday 27 November 2026.*cancelled/ })).not.toBeChecked();
    await waitFor(() => expect(dateChoice(/Friday 4 December 2026/)).toBeChecked());
  });

  it('clears the visitor’s own choice when it turns out cancelled, says why, keeps the rest and the focus', async () => {
    const { user } = await renderRoute(paths.trialForClass('Karate'));
    await user.click(await screen.findByRole('radio', { name: /Friday 27 November 2026/ }));
    await fillIn(user);
    act(() => liveChanges.arrive([cancelled]));
    const notice = 'The date you had chosen, Friday 27 November, does not take place. Please choose another date.';
    expect(await screen.findByText(notice)).toHaveRole('alert');
    expect(dateChoice(/Friday 27 November 2026.*cancelled/)).not.toBeChecked();
    expect(dateChoice(/Friday 4 December 2026/)).not.toBeChecked();
    expect(phoneField()).toHaveFocus();
    expect(nameField()).toHaveValue('Amira Jaziri');
    expect(phoneField()).toHaveValue('20 123 456');
    await user.click(dateChoice(/Friday 4 December 2026/));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('does not send a date found cancelled while sending (the changes not known yet), and keeps what was typed', async () => {
    changesWhenKnown.mockResolvedValue([cancelled]);
    const { user } = await renderRoute(paths.trialForSlot(SLOT));
    expect(await screen.findByRole('radio', { name: /Friday 27 November 2026/ })).toBeChecked();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('That date does not take place any more. Choose another date.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue('Amira Jaziri');
    expect(phoneField()).toHaveValue('20 123 456');
  });

  it('says the date no longer takes place when the rules refuse it after staff cancelled it since the page read the changes', async () => {
    liveChanges.arrive([]);
    submit.mockResolvedValue({ ok: false, reason: 'rejected' });
    changesAfresh.mockResolvedValue([cancelled]);
    const { user } = await renderRoute(paths.trialForSlot(SLOT));
    expect(await screen.findByRole('radio', { name: /Friday 27 November 2026/ })).toBeChecked();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText('That date does not take place any more. Choose another date.')).toBeInTheDocument();
    expect(screen.queryByText(/not accepted by our server/)).not.toBeInTheDocument();
    expect(dateChoice(/Friday 27 November 2026/)).not.toBeChecked();
    expect(nameField()).toHaveValue('Amira Jaziri');
    expect(phoneField()).toHaveValue('20 123 456');
  });

  it('says the request was refused when the date still takes place as far as a fresh read can tell', async () => {
    liveChanges.arrive([]);
    submit.mockResolvedValue({ ok: false, reason: 'rejected' });
    const { user } = await renderRoute(paths.trialForSlot(SLOT));
    await screen.findByRole('radio', { name: /Friday 27 November 2026/ });
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText(/not accepted by our server/)).toBeInTheDocument();
    expect(changesAfresh).toHaveBeenCalledTimes(1);
    expect(dateChoice(/Friday 27 November 2026/)).toBeChecked();
  });

  it('sends as before when the changes cannot be read', async () => {
    const { user } = await renderRoute(paths.trialForSlot(SLOT));
    await screen.findByRole('radio', { name: /Friday 27 November 2026/ });
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Your free trial is requested' })).toBeInTheDocument();
    expect(changesWhenKnown).toHaveBeenCalledWith(undefined);
    expect(submit.mock.calls[0]?.[0].session.sessionId).toBe(`${SLOT}_2026-11-27`);
  });

  it('shows a moved date at its new time, and a gym closed on a date as the reason it cannot be chosen', async () => {
    liveChanges.arrive([
      fakeChange({ kind: 'moved', slotId: SLOT, date: '2026-11-27', start: '20:00', end: '21:00' }),
      fakeChange({ kind: 'hours', from: '2026-12-04', to: '2026-12-04', closed: true }),
    ]);
    await renderRoute(paths.trialForClass('Karate'));
    const moved = await screen.findByRole('radio', { name: /Friday 27 November 2026, 8:00pm-9:00pm$/ });
    expect(moved).toBeEnabled();
    expect(moved).toHaveAccessibleDescription('Friday 27 November: moved to 8:00pm-9:00pm');
    expect(dateChoice(/Friday 4 December 2026, 10:00pm-11:00pm.*gym closed/)).toBeDisabled();
  });
});
