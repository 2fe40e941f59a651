import { describe, expect, it } from 'vitest';
import { classSlotById } from '@/timetable/class-slots';
import { fakeChange } from '../../tests/fake-timetable-changes';
import { COMING_CHANGES_DAYS, comingChangeLines } from './coming-change-lines';

const karate = (() => {
  const slot = classSlotById('friday-2200-karate');
  if (!slot) throw new Error('The timetable has no Friday Karate');
  return slot;
})();
const cancelled = (date: string) => fakeChange({ kind: 'cancelled', slotId: karate.id, date });

// Tuesday 17 November 2026, noon in Tunis: the next Fridays are the 20th, 27th and 4 December.
const NOW = new Date('2026-11-17T11:00:00Z');

describe('comingChangeLines', () => {
  it('shows the slot’s changed sessions of the next two weeks, earliest first', () => {
    expect(COMING_CHANGES_DAYS).toBe(14);
    const changes = [cancelled('2026-11-27'), cancelled('2026-11-20'), cancelled('2026-12-04')];
    expect(comingChangeLines(karate, changes, NOW).map((line) => line.text)).toEqual([
      'Cancelled on Friday 20 November',
      'Cancelled on Friday 27 November',
    ]);
  });

  it('ends the window at midnight in Tunis fourteen days on', () => {
    // Friday 20 November, 23:30 in Tunis: the 4 December is the fourteenth day after today.
    const lateFriday = new Date('2026-11-20T22:30:00Z');
    expect(comingChangeLines(karate, [cancelled('2026-12-04')], lateFriday)).toEqual([]);
    const justAfterMidnight = new Date('2026-11-20T23:30:00Z');
    expect(comingChangeLines(karate, [cancelled('2026-12-04')], justAfterMidnight).map((line) => line.text)).toEqual([
      'Cancelled on Friday 4 December',
    ]);
  });

  it('drops a session once it has started, and other slots’ changes', () => {
    // Friday 20 November at 22:30 in Tunis: that evening's Karate has begun.
    const duringClass = new Date('2026-11-20T21:30:00Z');
    const changes = [
      cancelled('2026-11-20'),
      fakeChange({ kind: 'cancelled', slotId: 'friday-0900-crossfit', date: '2026-11-27' }),
    ];
    expect(comingChangeLines(karate, changes, duringClass)).toEqual([]);
  });

  it('counts special hours on the slot’s weekdays in their range', () => {
    const closed = fakeChange({ kind: 'hours', from: '2026-11-18', to: '2026-11-28', closed: true });
    expect(comingChangeLines(karate, [closed], NOW).map((line) => line.text)).toEqual([
      'Friday 20 November: no class, the gym is closed',
      'Friday 27 November: no class, the gym is closed',
    ]);
  });
});
