import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { fakeChange, liveChanges } from '../../../tests/fake-timetable-changes';
import { renderRoute } from '../../../tests/render-route';

// The page's one read of the changes: unknown until a test makes them arrive.
vi.mock('@/live-timetable/use-timetable-changes', () => import('../../../tests/fake-timetable-changes'));

// Tuesday 17 November 2026, noon in Tunis: the next Friday is the 20th.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-17T11:00:00Z'));
  liveChanges.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The changes reach the page after it has rendered, as the read's answer does. */
const arrive = (changes: readonly TimetableChange[]) => act(() => liveChanges.arrive(changes));

async function fridayRow(className: string, changes?: readonly TimetableChange[]) {
  await renderRoute(paths.scheduleDay('friday'));
  if (changes) arrive(changes);
  const table = screen.getByRole('table', { name: 'Friday classes' });
  return within(table).getByRole('rowheader', { name: className }).closest('tr') as HTMLElement;
}

/** The row's time and trainer cells as the typed timetable writes them (the lines aside). */
function typedCells(row: HTMLElement) {
  const [time, trainer] = within(row).getAllByRole('cell');
  return [time?.firstChild?.textContent, trainer?.textContent];
}

describe('schedule rows with live changes', () => {
  it('say a cancelled session in the row, and keep its time and trainer', async () => {
    const row = await fridayRow('Karate', [
      fakeChange({ kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-20' }),
    ]);
    expect(await within(row).findByText('Cancelled on Friday 20 November')).toBeInTheDocument();
    expect(typedCells(row)).toEqual(['10:00pm-11:00pm', 'Youssef Gharbi']);
  });

  it('say a moved session with its new hours', async () => {
    const row = await fridayRow('Meditation', [
      fakeChange({ kind: 'moved', slotId: 'friday-1600-meditation', date: '2026-11-27', start: '19:00', end: '20:00' }),
    ]);
    expect(await within(row).findByText('Friday 27 November: moved to 7:00pm-8:00pm')).toBeInTheDocument();
    expect(typedCells(row)).toEqual(['4:00pm-5:00pm', 'Salma Ben Amor']);
  });

  it('say a substitute, with the note staff typed marked with its language', async () => {
    const note = { text: 'Karim est en congé', locale: 'fr' as const };
    const row = await fridayRow('Workout', [
      fakeChange(
        { kind: 'substitute', slotId: 'friday-1800-workout', date: '2026-11-20', trainerId: 'youssef-gharbi' },
        { note },
      ),
    ]);
    expect(
      await within(row).findByText('Friday 20 November: with Youssef Gharbi instead of Karim Trabelsi'),
    ).toBeInTheDocument();
    expect(within(row).getByText(note.text)).toHaveAttribute('lang', 'fr');
    expect(typedCells(row)).toEqual(['6:00pm-7:00pm', 'Karim Trabelsi']);
  });

  it('say when special hours close the gym at the session’s time, on every row they touch', async () => {
    await renderRoute(paths.scheduleDay('friday'));
    arrive([fakeChange({ kind: 'hours', from: '2026-11-20', to: '2026-11-20', closed: true })]);
    const table = screen.getByRole('table', { name: 'Friday classes' });
    expect(await within(table).findAllByText('Friday 20 November: no class, the gym is closed')).toHaveLength(4);
  });

  it('leave out changes beyond the next two weeks and other days’ classes', async () => {
    const row = await fridayRow('Karate', [
      fakeChange({ kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-12-04' }),
      fakeChange({ kind: 'cancelled', slotId: 'friday-0900-crossfit', date: '2026-11-20' }),
    ]);
    const crossfit = within(screen.getByRole('table')).getByRole('rowheader', { name: 'Crossfit' }).closest('tr');
    expect(await within(crossfit as HTMLElement).findByText('Cancelled on Friday 20 November')).toBeInTheDocument();
    expect(within(row).queryByText(/Cancelled/)).not.toBeInTheDocument();
  });

  it('stay as the typed timetable until the changes arrive, then say them', async () => {
    const row = await fridayRow('Karate');
    expect(within(row).queryByRole('note')).not.toBeInTheDocument();
    expect(typedCells(row)).toEqual(['10:00pm-11:00pm', 'Youssef Gharbi']);
    arrive([fakeChange({ kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-20' })]);
    expect(await within(row).findByText('Cancelled on Friday 20 November')).toBeInTheDocument();
  });

  it('stay as the typed timetable when the read finds no changes', async () => {
    const row = await fridayRow('Karate', []);
    expect(within(row).queryByRole('note')).not.toBeInTheDocument();
    expect(typedCells(row)).toEqual(['10:00pm-11:00pm', 'Youssef Gharbi']);
  });
});
