import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MonthStatsResult } from '@/firebase/desk-stats';
import type { DeskTrial, DeskTrialsResult } from '@/firebase/desk-trials';
import { gymDateOf } from '@/timetable/gym-date';
import { gymDaysFrom } from '@/timetable/gym-days';
import { fakeChange } from '../../../tests/fake-timetable-changes';
import { DeskOverview } from './desk-overview';

const readUpcomingTrials = vi.hoisted(() => vi.fn<(signal?: AbortSignal) => Promise<DeskTrialsResult>>());
const readMonthStats = vi.hoisted(() => vi.fn<(signal?: AbortSignal) => Promise<MonthStatsResult>>());
vi.mock('@/firebase/desk-trials', () => ({ readUpcomingTrials }));
const readCurrentChanges = vi.hoisted(() => vi.fn());
vi.mock('@/firebase/desk-timetable-changes', () => ({ readCurrentChanges }));
vi.mock('@/firebase/desk-stats', () => ({ readMonthStats }));
const trialDay = vi.hoisted(() => ({ readTrialDay: vi.fn(), setTrialDayLimit: vi.fn() }));
vi.mock('@/firebase/desk-trial-day', () => trialDay);

/** Tomorrow in Tunis at 9:00 Tunis time, whatever today is. */
function tomorrowAt0900(): Date {
  const { start } = gymDaysFrom(new Date(), 1);
  return new Date(start.getTime() + (24 + 9) * 3_600_000);
}

const trial = (id: string, name: string, status: string, sessionStart: Date): DeskTrial => ({
  id,
  name,
  phone: '+216 20 123 456',
  whatsapp: false,
  email: '',
  locale: 'en',
  status,
  className: 'Boxing',
  slotId: 'tuesday-0900-boxing',
  sessionId: 'tuesday-0900-boxing_next',
  sessionStart,
});

const zeroClasses = (['Fitness', 'Boxing'] as const).map((className) => ({ className, count: 0 }));

beforeEach(() => {
  trialDay.readTrialDay.mockReset().mockResolvedValue({ ok: true, day: { limit: 30, count: 0 } });
  trialDay.setTrialDayLimit.mockReset().mockResolvedValue({ ok: true });
  readCurrentChanges.mockReset().mockResolvedValue({ ok: true, value: [] });
  readUpcomingTrials.mockReset().mockResolvedValue({ ok: true, trials: [], isCapped: false });
  readMonthStats.mockReset().mockResolvedValue({
    ok: true,
    stats: { funnel: { created: 0, contacted: 0, trialBooked: 0, joined: 0 }, trialsPerClass: zeroClasses },
  });
});

describe('the desk’s overview', () => {
  it('says it is loading, then that no trial is booked and nothing came in this month', async () => {
    let answerTrials: (result: DeskTrialsResult) => void = () => {};
    readUpcomingTrials.mockReturnValue(new Promise((resolve) => (answerTrials = resolve)));
    render(<DeskOverview />);
    // First the overview's own code arrives, then each part reads.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the overview…');
    expect(await screen.findByText('Loading today’s and tomorrow’s trials…')).toBeInTheDocument();
    answerTrials({ ok: true, trials: [], isCapped: false });
    expect(await screen.findByText('No trial class is booked for today or tomorrow.')).toBeInTheDocument();
    expect(await screen.findByText('No enquiry or trial request has come in this month yet.')).toBeInTheDocument();
    // All zeros: the charts still stand, with no bar drawn.
    expect(
      screen.getByRole('img', { name: /^Leads this month, step by step: Enquiries and trials: 0/ }),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('[data-bar]')).toHaveLength(0);
  });

  it('groups tomorrow’s trial visitors under their session, with its day, time, class and trainer', async () => {
    const start = tomorrowAt0900();
    readUpcomingTrials.mockResolvedValue({
      ok: true,
      isCapped: false,
      trials: [trial('a', 'Amira', 'new', start), trial('b', 'Walid', 'contacted', start)],
    });
    render(<DeskOverview />);
    const session = await screen.findByRole('region', {
      name: 'Tomorrow, Tuesday 9:00am-10:00am: Boxing with Youssef Gharbi',
    });
    const rows = within(session).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Amira+216 20 123 456New', 'Walid+216 20 123 456Contacted']);
  });

  it('draws the month’s funnel and trials per class from the counts, with a table of the same numbers', async () => {
    readMonthStats.mockResolvedValue({
      ok: true,
      stats: {
        funnel: { created: 1200, contacted: 600, trialBooked: 300, joined: 0 },
        trialsPerClass: [
          { className: 'Fitness', count: 2 },
          { className: 'Boxing', count: 4 },
        ],
      },
    });
    render(<DeskOverview />);
    const funnel = await screen.findByRole('img', {
      name: 'Leads this month, step by step: Enquiries and trials: 1,200, Contacted: 600, Trial booked: 300, Joined: 0',
    });
    expect(funnel.querySelector('[data-bar="created"]')).toHaveAttribute('width', '100');
    expect(funnel.querySelector('[data-bar="contacted"]')).toHaveAttribute('width', '50');
    expect(funnel.querySelector('[data-bar="joined"]')).toBeNull();
    const table = screen.getByRole('table', { name: 'Trial requests per class this month' });
    expect(within(table).getByRole('row', { name: 'Boxing 4' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Fitness 2' })).toBeInTheDocument();
    const classes = screen.getByRole('img', { name: /^Trial requests per class this month:/ });
    expect(classes.querySelector('[data-bar="Fitness"]')).toHaveAttribute('width', '50');
  });

  it('says why a read failed, keeps the other part, and reads again on Try again', async () => {
    readMonthStats.mockResolvedValueOnce({ ok: false, reason: 'network' }).mockResolvedValueOnce({
      ok: true,
      stats: { funnel: { created: 3, contacted: 1, trialBooked: 0, joined: 0 }, trialsPerClass: zeroClasses },
    });
    render(<DeskOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('the connection failed');
    expect(screen.getByText('No trial class is booked for today or tomorrow.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /Enquiries and trials: 3, Contacted: 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readMonthStats).toHaveBeenCalledTimes(2);
    expect(readUpcomingTrials).toHaveBeenCalledTimes(1);
  });

  it('tells staff when the trials list reached its bound', async () => {
    readUpcomingTrials.mockResolvedValue({
      ok: true,
      isCapped: true,
      trials: [trial('a', 'Amira', 'new', tomorrowAt0900())],
    });
    render(<DeskOverview />);
    expect(await screen.findByText('Only the first 1 trials are shown.')).toBeInTheDocument();
  });

  it('aborts its reads when it goes (staff signed out), so nothing is sent without their token', async () => {
    readMonthStats.mockReturnValue(new Promise(() => {}));
    const { unmount } = render(<DeskOverview />);
    await screen.findByText('Counting this month’s leads…');
    const signal = readMonthStats.mock.calls[0]?.[0];
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('marks the trials of a cancelled session and offers to tell each visitor in their language', async () => {
    const start = tomorrowAt0900();
    readUpcomingTrials.mockResolvedValue({
      ok: true,
      trials: [
        { ...trial('a', 'Amira', 'new', start), whatsapp: true, locale: 'fr' },
        { ...trial('b', 'Karim', 'new', start), phone: '', email: 'karim@example.tn' },
      ],
      isCapped: false,
    });
    readCurrentChanges.mockResolvedValue({
      ok: true,
      value: [fakeChange({ kind: 'cancelled', slotId: 'tuesday-0900-boxing', date: gymDateOf(start) })],
    });
    render(<DeskOverview />);
    const amira = (await screen.findByText('Amira')).closest('tr') as HTMLElement;
    expect(await within(amira).findByText('Session cancelled')).toBeInTheDocument();
    const whatsApp = within(amira).getByRole('link', { name: 'Tell them by WhatsApp' });
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toContain(
      'Bonjour Amira, ici Rivage Gym. Nous sommes désolés',
    );
    const karim = screen.getByText('Karim').closest('tr') as HTMLElement;
    expect(within(karim).getByRole('link', { name: 'Tell them by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:karim@example\.tn\?subject=Cancelled/,
    );
  });
});

describe('the desk’s day cap on trial requests', () => {
  it('shows today’s requests against the limit, and says when the day is full', async () => {
    trialDay.readTrialDay.mockResolvedValue({ ok: true, day: { limit: 30, count: 30 } });
    render(<DeskOverview />);
    expect(await screen.findByText('30 of 30 trial requests today')).toBeInTheDocument();
    expect(screen.getByText('Today is full: the trial form asks visitors to call.')).toBeInTheDocument();
  });

  it('lets staff raise the limit, and says it is saved', async () => {
    const user = userEvent.setup();
    trialDay.readTrialDay.mockResolvedValue({ ok: true, day: { limit: 30, count: 12 } });
    render(<DeskOverview />);
    expect(await screen.findByText('12 of 30 trial requests today')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Trial requests a day' });
    expect(field).toHaveAccessibleDescription('A whole number from 1 to 300.');
    await user.clear(field);
    await user.type(field, '45');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(trialDay.setTrialDayLimit).toHaveBeenCalledWith(45);
    expect(await screen.findByText('Saved: 45 trial requests a day.')).toBeInTheDocument();
    expect(screen.getByText('12 of 45 trial requests today')).toBeInTheDocument();
  });

  it('sends nothing for a limit out of range, and says what to enter', async () => {
    const user = userEvent.setup();
    render(<DeskOverview />);
    const field = await screen.findByRole('textbox', { name: 'Trial requests a day' });
    for (const typed of ['0', '301', '2.5', 'lots']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save the limit' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 300.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(trialDay.setTrialDayLimit).not.toHaveBeenCalled();
  });

  it('says when the limit could not be saved, and keeps what was typed', async () => {
    const user = userEvent.setup();
    trialDay.setTrialDayLimit.mockResolvedValue({ ok: false, reason: 'rejected' });
    render(<DeskOverview />);
    const field = await screen.findByRole('textbox', { name: 'Trial requests a day' });
    await user.clear(field);
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server refused this');
    expect(field).toHaveValue('50');
  });
});
