import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_MAX_WAIT_MS } from '@/components/forms/use-submission';
import { TRIAL_PLACES_PER_SESSION } from '@/content/class-places-facts';
import { paths } from '@/content/paths';
import { render } from '@/entry-server';
import { submitTrialRequest } from '@/firebase/leads';
import { readSessionCounts } from '@/firebase/session-counts';
import { fakeAuth } from '../../../tests/fake-auth';
import { liveChanges } from '../../../tests/fake-timetable-changes';
import { renderRoute } from '../../../tests/render-route';

vi.mock('@/firebase/leads');
vi.mock('@/firebase/session-counts');
// No live changes: the page as the timetable has it, and no read leaves the test.
vi.mock('@/live-timetable/use-timetable-changes', () => import('../../../tests/fake-timetable-changes'));
// The page's read of the changes answered: none; a read afresh after a refusal finds none either.
liveChanges.arrive([]);
vi.mock('@/live-timetable/timetable-changes-when-known', () => ({
  timetableChangesWhenKnown: async (known: unknown) => known ?? [],
  timetableChangesAfresh: async () => [],
}));
const submit = vi.mocked(submitTrialRequest);
const readTaken = vi.mocked(readSessionCounts);

// Wednesday 25 November 2026, 12:00 in Tunis (UTC+1): Monday 9:00 Fitness is next on 30 November.
const NOW = new Date('2026-11-25T11:00:00Z');
const SLOT = 'monday-0900-fitness';
const NEXT = `${SLOT}_2026-11-30`;
const AFTER = `${SLOT}_2026-12-07`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  submit.mockReset().mockResolvedValue({ ok: true });
  readTaken.mockReset().mockResolvedValue(new Map());
});
afterEach(() => vi.useRealTimers());

const classSelect = () => screen.getByRole('combobox', { name: /Class/ });
const dates = () => screen.getByRole('group', { name: /Date/ });
const dateChoice = (name: RegExp) => within(dates()).getByRole('radio', { name });
const nameField = () => screen.getByRole('textbox', { name: /Full name/ });
const phoneField = () => screen.getByRole('textbox', { name: /Phone number/ });
const emailField = () => screen.getByRole('textbox', { name: /E-mail address/ });
const submitButton = () => screen.getByRole('button', { name: 'book my free trial' });

async function openForSlot() {
  const view = await renderRoute(paths.trialForSlot(SLOT));
  await screen.findByRole('radio', { name: /Monday 30 November 2026/ });
  return view;
}

describe('the trial page', () => {
  it('is prerendered without dates, saying they come once the page has loaded', async () => {
    const result = await render(paths.trial);
    const html = result.kind === 'page' ? result.html : '';
    expect(html).toContain('Book a Free Trial');
    expect(html).toContain('The dates of the next two weeks appear once the page has loaded.');
    expect(html).not.toContain('type="radio"');
  });

  it('preselects the class and the next date of ?slot=', async () => {
    await openForSlot();
    expect(classSelect()).toHaveValue('Fitness');
    expect(dateChoice(/Monday 30 November 2026, 9:00am-10:00am/)).toBeChecked();
    expect(dateChoice(/Monday 7 December 2026/)).not.toBeChecked();
    expect(readTaken).toHaveBeenCalledTimes(1);
  });

  it('preselects the class of ?class= and lets the visitor choose the date', async () => {
    await renderRoute(paths.trialForClass('Yoga'));
    expect(await screen.findByRole('combobox', { name: /Class/ })).toHaveValue('Yoga');
    const choices = await within(dates()).findAllByRole('radio');
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) expect(choice).not.toBeChecked();
  });

  it('shows a full date as full, and it cannot be chosen', async () => {
    readTaken.mockResolvedValue(new Map([[NEXT, { booked: 0, trials: TRIAL_PLACES_PER_SESSION, queue: [] }]]));
    await renderRoute(paths.trialForSlot(SLOT));
    const full = await screen.findByRole('radio', { name: /Monday 30 November 2026.*full/ });
    expect(full).toBeDisabled();
    await waitFor(() => expect(full).not.toBeChecked());
    expect(dateChoice(/Monday 7 December 2026/)).toBeEnabled();
    expect(dateChoice(/Monday 7 December 2026/)).not.toHaveAccessibleName(/full/);
  });

  it('says plainly when the full dates could not be read, and still sends', async () => {
    readTaken.mockRejectedValue(new Error('offline'));
    const { user } = await openForSlot();
    expect(await screen.findByText(/could not check which dates are already full/)).toBeInTheDocument();
    await user.type(nameField(), 'Amira Jaziri');
    await user.type(phoneField(), '20 123 456');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Your free trial is requested' })).toHaveFocus();
  });

  it('sends the request and confirms the date, time, trainer and address', async () => {
    const { user } = await openForSlot();
    await user.type(nameField(), ' Amira Jaziri ');
    await user.type(phoneField(), '20 123 456');
    await user.click(screen.getByRole('checkbox', { name: 'This number has WhatsApp' }));
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Your free trial is requested' })).toHaveFocus();
    expect(submit).toHaveBeenCalledTimes(1);
    const request = submit.mock.calls[0]?.[0];
    expect(request).toMatchObject({ name: 'Amira Jaziri', phone: '+21620123456', whatsapp: true, email: '' });
    expect(request?.session.sessionId).toBe(NEXT);
    expect(screen.getByText(/confirm your place by WhatsApp/)).toBeInTheDocument();
    expect(screen.getByText('Monday 30 November 2026')).toBeInTheDocument();
    expect(screen.getByText('9:00am-10:00am')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('checks the fields before sending: a class, a date, a name and a phone number', async () => {
    const { user } = await renderRoute(paths.trial);
    await user.click(submitButton());
    expect(screen.getByText('Choose a class.')).toBeInTheDocument();
    expect(classSelect()).toHaveFocus();
    await user.selectOptions(classSelect(), 'Fitness');
    await user.type(phoneField(), '12');
    expect(screen.getByText('Choose a date.')).toBeInTheDocument();
    expect(screen.getByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText(/Enter a phone number like 20 123 456/)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(dateChoice(/Monday 30 November 2026/)).not.toBeChecked();
  });

  it('refuses a name with a control character before sending, and says what to do', async () => {
    const { user } = await openForSlot();
    // A pasted tab survives in a one-line field (line breaks are stripped there, but a script
    // can send them; the rules refuse both).
    fireEvent.change(nameField(), { target: { value: 'Amira\tURGENT pay your deposit' } });
    await user.type(phoneField(), '20 123 456');
    await user.click(submitButton());
    expect(
      screen.getByText(
        'Your name holds a line break or another invisible control character. Type it on one line rather than pasting it.',
      ),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('Amira\tURGENT pay your deposit');
    expect(submit).not.toHaveBeenCalled();
  });

  it.each([
    ['network', /could not reach our server/],
    ['unavailable', /not available right now/],
    ['rejected', /not accepted by our server/],
    ['limit', /at most 5 requests an hour/],
  ] as const)('says what went wrong (%s) and keeps what was typed', async (reason, message) => {
    submit.mockResolvedValue({ ok: false, reason });
    const { user } = await openForSlot();
    await user.type(nameField(), 'Amira Jaziri');
    await user.type(phoneField(), '20 123 456');
    await user.type(emailField(), 'amira@example.tn');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent('Everything you typed is still in the form.');
    expect(nameField()).toHaveValue('Amira Jaziri');
    expect(phoneField()).toHaveValue('20 123 456');
    expect(emailField()).toHaveValue('amira@example.tn');
    expect(dateChoice(/Monday 30 November 2026/)).toBeChecked();
  });

  it('when the date has just become full, shows it full and asks for another, keeping the rest', async () => {
    submit.mockResolvedValueOnce({ ok: false, reason: 'full' });
    const { user } = await openForSlot();
    await user.type(nameField(), 'Amira Jaziri');
    await user.type(phoneField(), '20 123 456');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/that date has just become full/);
    expect(dateChoice(/Monday 30 November 2026.*full/)).toBeDisabled();
    expect(nameField()).toHaveValue('Amira Jaziri');
    await user.click(dateChoice(/Monday 7 December 2026/));
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Your free trial is requested' })).toBeInTheDocument();
    expect(submit.mock.calls[1]?.[0].session.sessionId).toBe(AFTER);
  });

  it('says so when the send never answers, and keeps what was typed', async () => {
    submit.mockReturnValue(new Promise(() => {}));
    const { user } = await openForSlot();
    await user.type(nameField(), 'Amira Jaziri');
    await user.type(phoneField(), '20 123 456');
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(SUBMISSION_MAX_WAIT_MS));
    expect(screen.getByRole('alert')).toHaveTextContent(/did not answer in time/);
    expect(nameField()).toHaveValue('Amira Jaziri');
    expect(phoneField()).toHaveValue('20 123 456');
  });

  it('fills in a signed-in member’s e-mail', async () => {
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: true });
    await renderRoute(paths.trial);
    expect(await screen.findByDisplayValue('salma@example.tn')).toBe(emailField());
  });
});
