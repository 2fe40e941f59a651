import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MonthStatsResult } from '@/firebase/desk-stats';
import type { DeskTrialsResult } from '@/firebase/desk-trials';
import { ROSTER_NOW } from '../../../tests/fake-desk-roster';
import { DeskOverview } from './desk-overview';

const readUpcomingTrials = vi.hoisted(() => vi.fn<(signal?: AbortSignal) => Promise<DeskTrialsResult>>());
const readMonthStats = vi.hoisted(() => vi.fn<(signal?: AbortSignal) => Promise<MonthStatsResult>>());
const readRosterBookings = vi.hoisted(() => vi.fn());
const readSessionCounts = vi.hoisted(() => vi.fn());
const readCurrentChanges = vi.hoisted(() => vi.fn());
vi.mock('@/firebase/desk-trials', () => ({ readUpcomingTrials }));
vi.mock('@/firebase/desk-bookings', () => ({ readRosterBookings }));
vi.mock('@/firebase/session-counts', () => ({ readSessionCounts, SessionCountsError: class extends Error {} }));
vi.mock('@/firebase/desk-leads', () => ({ markTrialAttendance: vi.fn() }));
vi.mock('@/firebase/desk-timetable-changes', () => ({ readCurrentChanges }));
vi.mock('@/firebase/desk-stats', () => ({ readMonthStats }));
const trialDay = vi.hoisted(() => ({ readTrialDay: vi.fn(), setTrialDayLimit: vi.fn() }));
vi.mock('@/firebase/desk-trial-day', () => trialDay);

const zeroClasses = (['Fitness', 'Boxing'] as const).map((className) => ({ className, count: 0 }));
const funnel = (created: number, contacted = 0, trialBooked = 0, trialAttended = 0, joined = 0) => ({
  created,
  contacted,
  trialBooked,
  trialAttended,
  joined,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: ROSTER_NOW });
  trialDay.readTrialDay.mockReset().mockResolvedValue({ ok: true, day: { limit: 30, count: 0 } });
  trialDay.setTrialDayLimit.mockReset().mockResolvedValue({ ok: true });
  readCurrentChanges.mockReset().mockResolvedValue({ ok: true, value: [] });
  readUpcomingTrials.mockReset().mockResolvedValue({ ok: true, trials: [], isCapped: false });
  readRosterBookings.mockReset().mockResolvedValue({ ok: true, value: { bookings: [], isCut: false } });
  readSessionCounts
    .mockReset()
    .mockImplementation(async (ids: string[]) => new Map(ids.map((id) => [id, { booked: 0, trials: 0, queue: [] }])));
  readMonthStats.mockReset().mockResolvedValue({ ok: true, stats: { funnel: funnel(0), trialsPerClass: zeroClasses } });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the desk’s overview', () => {
  it('says it is loading, then shows every class of today and tomorrow, and that nothing came in this month', async () => {
    let answerTrials: (result: DeskTrialsResult) => void = () => {};
    readUpcomingTrials.mockReturnValue(new Promise((resolve) => (answerTrials = resolve)));
    render(<DeskOverview />);
    // First the overview's own code arrives, then each part reads.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the overview…');
    expect(await screen.findByText('Loading today’s and tomorrow’s classes…')).toBeInTheDocument();
    answerTrials({ ok: true, trials: [], isCapped: false });
    // Tuesday's three classes and Wednesday's four, nobody booked in any.
    expect(await screen.findAllByText('No member has booked this class.')).toHaveLength(7);
    expect(await screen.findByText('No enquiry or trial request has come in this month yet.')).toBeInTheDocument();
    // All zeros: the charts still stand, with no bar drawn.
    expect(
      screen.getByRole('img', { name: /^Leads this month, step by step: Enquiries and trials: 0/ }),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('[data-bar]')).toHaveLength(0);
  });

  it('draws the month’s funnel, trial attended between trial booked and joined, with a table of the same numbers', async () => {
    readMonthStats.mockResolvedValue({
      ok: true,
      stats: {
        funnel: funnel(1200, 600, 300, 150, 0),
        trialsPerClass: [
          { className: 'Fitness', count: 2 },
          { className: 'Boxing', count: 4 },
        ],
      },
    });
    render(<DeskOverview />);
    const chart = await screen.findByRole('img', {
      name: 'Leads this month, step by step: Enquiries and trials: 1,200, Contacted: 600, Trial booked: 300, Trial attended: 150, Joined: 0',
    });
    expect(chart.querySelector('[data-bar="created"]')).toHaveAttribute('width', '100');
    expect(chart.querySelector('[data-bar="contacted"]')).toHaveAttribute('width', '50');
    expect(chart.querySelector('[data-bar="trialAttended"]')).toHaveAttribute('width', '12.5');
    expect(chart.querySelector('[data-bar="joined"]')).toBeNull();
    const table = screen.getByRole('table', { name: 'Leads this month, step by step' });
    expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      'Enquiries and trials1,200',
      'Contacted600',
      'Trial booked300',
      'Trial attended150',
      'Joined0',
    ]);
    const classes = screen.getByRole('img', { name: /^Trial requests per class this month:/ });
    expect(classes.querySelector('[data-bar="Fitness"]')).toHaveAttribute('width', '50');
  });

  it('says why a read failed, keeps the other part, and reads again on Try again', async () => {
    readMonthStats.mockResolvedValueOnce({ ok: false, reason: 'network' }).mockResolvedValueOnce({
      ok: true,
      stats: { funnel: funnel(3, 1), trialsPerClass: zeroClasses },
    });
    render(<DeskOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('the connection failed');
    expect(await screen.findAllByText('No member has booked this class.')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /Enquiries and trials: 3, Contacted: 1/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(readMonthStats).toHaveBeenCalledTimes(2);
    expect(readRosterBookings).toHaveBeenCalledTimes(1);
  });

  it('aborts its reads when it goes (staff signed out), so nothing is sent without their token', async () => {
    readMonthStats.mockReturnValue(new Promise(() => {}));
    readUpcomingTrials.mockReturnValue(new Promise(() => {}));
    const { unmount } = render(<DeskOverview />);
    await screen.findByText('Counting this month’s leads…');
    await vi.waitFor(() => expect(readUpcomingTrials).toHaveBeenCalled());
    const signals = [readMonthStats.mock.calls[0]?.[0], readUpcomingTrials.mock.calls[0]?.[0]];
    expect(signals.map((signal) => signal?.aborted)).toEqual([false, false]);
    unmount();
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, true]);
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
