import { describe, expect, it } from 'vitest';
import { classSlotById } from '@/timetable/class-slots';
import { sessionChanges } from '@/timetable/session-changes';
import type { HoursChange, TimetableChange } from '@/timetable/timetable-changes';
import { fakeChange } from '../../tests/fake-timetable-changes';
import {
  formatLiveDate,
  formatLiveHours,
  formatLiveTime,
  hoursChangeLine,
  sessionChangeLines,
} from './live-timetable-format';

// Friday 27 November 2026; the timetable's Friday Karate (10:00pm-11:00pm, Youssef Gharbi).
const FRIDAY = '2026-11-27';
const karate = (() => {
  const slot = classSlotById('friday-2200-karate');
  if (!slot) throw new Error('The timetable has no Friday Karate');
  return slot;
})();

const linesFor = (changes: readonly TimetableChange[]) =>
  sessionChangeLines(karate, FRIDAY, sessionChanges(karate, FRIDAY, changes));

describe('the live timetable’s English words', () => {
  it('writes times as the timetable does, "7:00pm-8:00pm", noon and midnight included', () => {
    expect(formatLiveHours('19:00', '20:00')).toBe('7:00pm-8:00pm');
    expect(formatLiveHours({ hour: 9, minute: 30 }, { hour: 10, minute: 15 })).toBe('9:30am-10:15am');
    expect(formatLiveTime('12:00')).toBe('12:00pm');
    expect(formatLiveTime('00:05')).toBe('12:05am');
  });

  it('writes a date with its weekday, day and month', () => {
    expect(formatLiveDate(FRIDAY)).toBe('Friday 27 November');
    expect(formatLiveDate('2027-01-01')).toBe('Friday 1 January');
  });

  it('says a cancelled session, with the note staff typed beside it', () => {
    const note = { text: 'Coach is ill', locale: 'en' as const };
    expect(linesFor([fakeChange({ kind: 'cancelled', slotId: karate.id, date: FRIDAY }, { note })])).toEqual([
      { text: 'Cancelled on Friday 27 November', note, isOff: true },
    ]);
  });

  it('says a moved session with its new hours', () => {
    const moved = fakeChange({ kind: 'moved', slotId: karate.id, date: FRIDAY, start: '19:00', end: '20:00' });
    expect(linesFor([moved])).toEqual([
      { text: 'Friday 27 November: moved to 7:00pm-8:00pm', note: undefined, isOff: false },
    ]);
  });

  it('names the substitute and the usual coach', () => {
    const substitute = fakeChange({ kind: 'substitute', slotId: karate.id, date: FRIDAY, trainerId: 'salma-ben-amor' });
    expect(linesFor([substitute]).map((line) => line.text)).toEqual([
      'Friday 27 November: with Salma Ben Amor instead of Youssef Gharbi',
    ]);
  });

  it('says both when a session is moved and taught by another coach', () => {
    const changes = [
      fakeChange({ kind: 'moved', slotId: karate.id, date: FRIDAY, start: '18:30', end: '19:30' }),
      fakeChange({ kind: 'substitute', slotId: karate.id, date: FRIDAY, trainerId: 'karim-trabelsi' }),
    ];
    expect(linesFor(changes).map((line) => line.text)).toEqual([
      'Friday 27 November: moved to 6:30pm-7:30pm',
      'Friday 27 November: with Karim Trabelsi instead of Youssef Gharbi',
    ]);
  });

  it('says a session the special hours leave out: the gym closed, or shorter hours', () => {
    const closed = fakeChange({ kind: 'hours', from: FRIDAY, to: FRIDAY, closed: true });
    expect(linesFor([closed])).toEqual([
      { text: 'Friday 27 November: no class, the gym is closed', note: undefined, isOff: true },
    ]);
    const shorter = fakeChange({
      kind: 'hours',
      from: FRIDAY,
      to: FRIDAY,
      closed: false,
      opens: '08:00',
      closes: '20:00',
    });
    expect(linesFor([shorter]).map((line) => line.text)).toEqual([
      'Friday 27 November: no class, the gym has shorter hours',
    ]);
  });

  it('says nothing about a session that runs as the timetable says', () => {
    const elsewhere = fakeChange({ kind: 'cancelled', slotId: karate.id, date: '2026-12-04' });
    const roomy = fakeChange({
      kind: 'hours',
      from: FRIDAY,
      to: FRIDAY,
      closed: false,
      opens: '08:00',
      closes: '23:30',
    });
    expect(linesFor([elsewhere, roomy])).toEqual([]);
  });

  it('says special hours for one date or a range of dates', () => {
    const oneDay = fakeChange({ kind: 'hours', from: FRIDAY, to: FRIDAY, closed: true }) as HoursChange;
    expect(hoursChangeLine(oneDay)).toEqual({ text: 'Friday 27 November: closed', note: undefined, isOff: true });
    const range = fakeChange({
      kind: 'hours',
      from: '2026-12-30',
      to: '2027-01-02',
      closed: false,
      opens: '10:00',
      closes: '16:00',
    }) as HoursChange;
    expect(hoursChangeLine(range)).toEqual({
      text: 'Wednesday 30 December to Saturday 2 January: open 10:00am-4:00pm',
      note: undefined,
      isOff: false,
    });
  });
});
