import { describe, expect, it } from 'vitest';
import { siteFacts } from '@/content/site-facts';
import { fakeChange } from '../../tests/fake-timetable-changes';
import { hoursOn, openingState } from './opening-state';

// The site's own hours: Monday to Friday 07:00-21:00, Saturday 07:00-19:00, Sunday closed.
const regular = siteFacts;
// Tunis is UTC+1: 07:00 there is 06:00 UTC. Friday 27 November 2026.
const tunis = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
const FRIDAY = '2026-11-27';

describe('openingState with the weekly hours', () => {
  it('is open from the opening minute, saying when it closes', () => {
    expect(openingState(tunis(FRIDAY, '07:00'), regular, [])).toMatchObject({ isOpen: true, closes: '21:00' });
    expect(openingState(tunis('2026-11-28', '18:59'), regular, [])).toMatchObject({ isOpen: true, closes: '19:00' });
  });

  it('is closed the minute before opening, opening at 07:00 today', () => {
    expect(openingState(tunis(FRIDAY, '06:59'), regular, [])).toMatchObject({
      isOpen: false,
      isClosedToday: false,
      next: { date: FRIDAY, opens: '07:00', change: undefined },
    });
  });

  it('is closed from the closing minute, opening tomorrow', () => {
    expect(openingState(tunis(FRIDAY, '21:00'), regular, [])).toMatchObject({
      isOpen: false,
      isClosedToday: false,
      next: { date: '2026-11-28', opens: '07:00' },
    });
  });

  it('reads the day across midnight in Tunis: Saturday 23:30 UTC is Sunday, closed, and Monday opens', () => {
    expect(openingState(new Date('2026-11-28T23:30:00Z'), regular, [])).toMatchObject({
      isOpen: false,
      isClosedToday: true,
      next: { date: '2026-11-30', opens: '07:00' },
    });
  });
});

describe('openingState with special hours', () => {
  const eid = fakeChange(
    { kind: 'hours', from: '2026-11-26', to: '2026-11-28', closed: true },
    { note: { text: 'Eid', locale: 'en' } },
  );

  it('is closed all day inside a closed range, with its note, and opens after the range', () => {
    const state = openingState(tunis(FRIDAY, '10:00'), regular, [eid]);
    expect(state).toMatchObject({ isOpen: false, isClosedToday: true, today: { change: eid } });
    // Saturday is in the range and Sunday is closed every week: Monday opens.
    expect(state.isOpen === false && state.next).toEqual({ date: '2026-11-30', opens: '07:00', change: undefined });
  });

  it('uses the other hours of a range covering today, at their edges', () => {
    const ramadan = fakeChange({
      kind: 'hours',
      from: '2026-11-23',
      to: '2026-11-29',
      closed: false,
      opens: '10:00',
      closes: '16:00',
    });
    expect(openingState(tunis(FRIDAY, '09:59'), regular, [ramadan])).toMatchObject({
      isOpen: false,
      next: { date: FRIDAY, opens: '10:00', change: ramadan },
    });
    expect(openingState(tunis(FRIDAY, '10:00'), regular, [ramadan])).toMatchObject({ isOpen: true, closes: '16:00' });
    expect(openingState(tunis(FRIDAY, '16:00'), regular, [ramadan])).toMatchObject({
      isOpen: false,
      next: { date: '2026-11-28', opens: '10:00' },
    });
    // The range opens on Sunday, a weekly closed day.
    expect(hoursOn('2026-11-29', regular, [ramadan]).hours).toEqual({ opens: '10:00', closes: '16:00' });
  });

  it('leaves today as usual for a range starting tomorrow, and opens tomorrow by it', () => {
    const tomorrow = fakeChange({
      kind: 'hours',
      from: '2026-11-28',
      to: '2026-11-28',
      closed: false,
      opens: '12:00',
      closes: '14:00',
    });
    expect(openingState(tunis(FRIDAY, '12:00'), regular, [tomorrow])).toMatchObject({ isOpen: true, closes: '21:00' });
    expect(openingState(tunis(FRIDAY, '22:00'), regular, [tomorrow])).toMatchObject({
      isOpen: false,
      next: { date: '2026-11-28', opens: '12:00', change: tomorrow },
    });
  });

  it('finds the next opening past a long closed range', () => {
    const works = fakeChange({ kind: 'hours', from: FRIDAY, to: '2027-01-10', closed: true });
    const state = openingState(tunis(FRIDAY, '10:00'), regular, [works]);
    expect(state.isOpen === false && state.next?.date).toBe('2027-01-11');
  });
});
