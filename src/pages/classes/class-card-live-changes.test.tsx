import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import { classSlotById } from '@/timetable/class-slots';
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

const karateCancelled = fakeChange({ kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-20' });

describe('class cards with live changes', () => {
  it('show the change on the card whose time is the changed slot, and on no other', async () => {
    await renderRoute(paths.classes);
    act(() =>
      liveChanges.arrive([
        karateCancelled,
        fakeChange({
          kind: 'substitute',
          slotId: 'friday-1800-workout',
          date: '2026-11-27',
          trainerId: 'salma-ben-amor',
        }),
      ]),
    );
    const karate = screen.getByRole('article', { name: 'Karate' });
    expect(await within(karate).findByText('Cancelled on Friday 20 November')).toBeInTheDocument();
    const workout = screen.getByRole('article', { name: 'Workout' });
    expect(
      await within(workout).findByText('Friday 27 November: with Salma Ben Amor instead of Karim Trabelsi'),
    ).toBeInTheDocument();
    // The card's own time stays the typed timetable.
    expect(within(karate).getByTestId('class-time')).toHaveTextContent('Every Friday, 10:00pm-11:00pm');
    expect(screen.getAllByRole('note')).toHaveLength(2);
  });

  it('show nothing before the changes arrive, and the change once they do', async () => {
    await renderRoute(paths.classes);
    const karate = screen.getByRole('article', { name: 'Karate' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    act(() => liveChanges.arrive([karateCancelled]));
    expect(await within(karate).findByText('Cancelled on Friday 20 November')).toBeInTheDocument();
  });
});

describe('in French', () => {
  afterEach(() => {
    vi.doUnmock('@/i18n/page-locale-code');
    vi.doUnmock('@/content/live-timetable');
    vi.resetModules();
  });

  it('says a cancelled session with the French words and date', async () => {
    vi.resetModules();
    vi.doMock('@/i18n/page-locale-code', () => ({ pageLocaleCode: 'fr' }));
    vi.doMock('@/content/live-timetable', () => import('@/content/fr/live-timetable'));
    const { CardChangeLines } = await import('./card-change-lines');
    const slot = classSlotById('friday-2200-karate');
    if (!slot) throw new Error('no Friday Karate');
    const moved = fakeChange({
      kind: 'moved',
      slotId: 'friday-1600-meditation',
      date: '2026-11-27',
      start: '19:00',
      end: '20:00',
    });
    const meditation = classSlotById('friday-1600-meditation');
    if (!meditation) throw new Error('no Friday Meditation');
    const live = { changes: [karateCancelled, moved], now: new Date() };
    render(
      <article>
        <h3>Karaté</h3>
        <CardChangeLines slot={slot} live={live} />
        <CardChangeLines slot={meditation} live={live} />
      </article>,
    );
    expect(screen.getByText('Annulé le vendredi 20 novembre')).toBeInTheDocument();
    expect(screen.getByText('vendredi 27 novembre : déplacé à 19:00–20:00')).toBeInTheDocument();
  });
});
