import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFacts } from '@/content/site-facts';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { fakeChange, liveChanges } from '../../tests/fake-timetable-changes';
import LiveOpeningHours, { comingSpecialHours, openingStateText } from './live-opening-hours';
import { openingState } from './opening-state';

vi.mock('@/live-timetable/use-timetable-changes', () => import('../../tests/fake-timetable-changes'));

// Tunis is UTC+1. The weekly hours: Monday to Friday 7:00am-9:00pm, Saturday to 7:00pm, Sunday closed.
const tunis = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
const THURSDAY = '2026-11-26';
const eid = fakeChange(
  { kind: 'hours', from: THURSDAY, to: '2026-11-27', closed: true },
  { note: { text: 'عيد الفطر', locale: 'ar' } },
);

const textAt = (now: Date, changes: readonly TimetableChange[] = []) =>
  openingStateText(openingState(now, siteFacts, changes), now);

describe('openingStateText', () => {
  it('says when an open gym closes, in the timetable’s own way of writing times', () => {
    expect(textAt(tunis(THURSDAY, '10:00'))).toEqual({ text: 'Open now · closes at 9:00pm' });
    expect(textAt(tunis('2026-11-28', '18:59'))).toEqual({ text: 'Open now · closes at 7:00pm' });
  });

  it('says when it opens: later today, or the next open weekday', () => {
    expect(textAt(tunis(THURSDAY, '06:59'))).toEqual({ text: 'Closed now · opens at 7:00am' });
    expect(textAt(tunis(THURSDAY, '21:00'))).toEqual({ text: 'Closed now · opens Friday at 7:00am' });
    expect(textAt(tunis('2026-11-28', '19:00'))).toEqual({ text: 'Closed now · opens Monday at 7:00am' });
  });

  it('on a closed day says "Closed today", then when it opens', () => {
    expect(textAt(tunis('2026-11-29', '12:00'))).toEqual({ text: 'Closed today', after: 'opens Monday at 7:00am' });
    expect(textAt(tunis(THURSDAY, '12:00'), [eid])).toEqual({
      text: 'Closed today',
      after: 'opens Saturday at 7:00am',
    });
  });

  it('names the date, not a weekday, when the next opening is more than a week away', () => {
    const longClosure = fakeChange({ kind: 'hours', from: THURSDAY, to: '2026-12-08', closed: true });
    expect(textAt(tunis(THURSDAY, '12:00'), [longClosure])).toEqual({
      text: 'Closed today',
      after: 'opens Wednesday 9 December at 7:00am',
    });
  });

  it('follows special open hours', () => {
    const short = fakeChange({
      kind: 'hours',
      from: THURSDAY,
      to: THURSDAY,
      closed: false,
      opens: '10:00',
      closes: '14:00',
    });
    expect(textAt(tunis(THURSDAY, '09:00'), [short])).toEqual({ text: 'Closed now · opens at 10:00am' });
    expect(textAt(tunis(THURSDAY, '13:59'), [short])).toEqual({ text: 'Open now · closes at 2:00pm' });
  });
});

describe('comingSpecialHours', () => {
  it('keeps the special hours touching today and the next 14 days, soonest first', () => {
    const past = fakeChange({ kind: 'hours', from: '2026-11-20', to: '2026-11-25', closed: true });
    const far = fakeChange({ kind: 'hours', from: '2026-12-11', to: '2026-12-12', closed: true });
    const soon = fakeChange({
      kind: 'hours',
      from: '2026-12-01',
      to: '2026-12-01',
      closed: false,
      opens: '09:00',
      closes: '12:00',
    });
    const cancelled = fakeChange({ kind: 'cancelled', slotId: 'friday-1800-karate', date: '2026-11-27' });
    expect(comingSpecialHours([far, soon, past, cancelled, eid], tunis(THURSDAY, '12:00'))).toEqual([eid, soon]);
  });
});

describe('LiveOpeningHours', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tunis(THURSDAY, '12:00'));
    liveChanges.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing until the changes have answered: a special day may contradict the weekly hours', () => {
    const { container } = render(<LiveOpeningHours tone="onDark" />);
    expect(container).toBeEmptyDOMElement();
    act(() => liveChanges.arrive([eid]));
    expect(screen.getByTestId('opening-state')).toHaveTextContent(
      'Closed today (عيد الفطر) · opens Saturday at 7:00am',
    );
  });

  it('says the gym is closed today with the note as typed, in its language, and lists the special hours', () => {
    liveChanges.arrive([eid]);
    render(<LiveOpeningHours tone="onDark" />);
    expect(screen.getByTestId('opening-state')).toHaveTextContent(
      'Closed today (عيد الفطر) · opens Saturday at 7:00am',
    );
    expect(screen.getAllByText('عيد الفطر')[0]).toHaveAttribute('lang', 'ar');
    const special = screen.getByRole('list', { name: 'Special hours' });
    expect(special).toHaveTextContent('Thursday 26 November to Friday 27 November: closed');
  });

  it('without changes says only whether it is open now', () => {
    liveChanges.arrive([]);
    render(<LiveOpeningHours tone="onDark" />);
    expect(screen.getByTestId('opening-state')).toHaveTextContent('Open now · closes at 9:00pm');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("in the footer's compact form lists only the nearest special hours, without their note", () => {
    const later = fakeChange(
      { kind: 'hours', from: '2026-12-03', to: '2026-12-03', closed: false, opens: '10:00', closes: '16:00' },
      { note: { text: 'Inventaire', locale: 'fr' } },
    );
    liveChanges.arrive([later, eid]);
    render(<LiveOpeningHours tone="onDark" isCompact />);
    const special = screen.getByRole('list', { name: 'Special hours' });
    expect(special.querySelectorAll('li')).toHaveLength(1);
    expect(special).toHaveTextContent(/^Thursday 26 November to Friday 27 November: closed$/);
  });
});
