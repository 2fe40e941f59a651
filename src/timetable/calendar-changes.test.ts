import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeChange } from '../../tests/fake-timetable-changes';
import { classCalendarText, eventUid, weekCalendarText } from './calendar';
import { cancelledDateLines, overridingEventLines, withTimetableChanges } from './calendar-changes';
import { classSlotById } from './class-slots';

function slot(id: string) {
  const found = classSlotById(id);
  if (!found) throw new Error(`No slot ${id}`);
  return found;
}

// Wednesday 25 November 2026, noon in Tunis (UTC+1). Karate is Fridays 22:00-23:00.
const NOW = new Date('2026-11-25T11:00:00Z');
const karate = slot('friday-2200-karate');
const fitness = slot('monday-0900-fitness');

afterEach(() => {
  ICAL.TimezoneService.reset();
});

/**
 * The file as a calendar application reads it (ical.js): each series with its overriding
 * events related to it, expanded into its first `count` occurrences as [start, end, description].
 */
function occurrences(text: string, uid: string, count: number): [string, string, string][] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('No VTIMEZONE');
  ICAL.TimezoneService.register(zone);
  const events = calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .filter((event) => event.uid === uid);
  const series = events.find((event) => !event.isRecurrenceException());
  if (!series) throw new Error(`No series ${uid}`);
  for (const exception of events.filter((event) => event.isRecurrenceException())) series.relateException(exception);
  const iterator = series.iterator();
  return Array.from({ length: count }, () => {
    const next = iterator.next();
    if (!next) throw new Error('The series ended');
    const details = series.getOccurrenceDetails(next);
    return [
      details.startDate.toJSDate().toISOString(),
      details.endDate.toJSDate().toISOString(),
      String(details.item.description),
    ];
  });
}

const starts = (list: [string, string, string][]) => list.map(([start]) => start);

describe('the calendar files with the changes', () => {
  const cancelled = fakeChange({ kind: 'cancelled', slotId: karate.id, date: '2026-12-04' });
  const moved = fakeChange({ kind: 'moved', slotId: karate.id, date: '2026-12-11', start: '19:00', end: '20:30' });

  it('skips a cancelled date (EXDATE) and moves a moved one (RECURRENCE-ID), read back by ical.js', () => {
    const text = withTimetableChanges(classCalendarText(karate, NOW), [karate], [cancelled, moved], NOW);
    expect(occurrences(text, eventUid(karate), 3).map(([start, end]) => [start, end])).toEqual([
      ['2026-11-27T21:00:00.000Z', '2026-11-27T22:00:00.000Z'],
      // 4 December is gone; 11 December runs 19:00-20:30 in Tunis.
      ['2026-12-11T18:00:00.000Z', '2026-12-11T19:30:00.000Z'],
      ['2026-12-18T21:00:00.000Z', '2026-12-18T22:00:00.000Z'],
    ]);
  });

  it('excludes the very first date of the series when it is cancelled', () => {
    const first = fakeChange({ kind: 'cancelled', slotId: karate.id, date: '2026-11-27' });
    const text = withTimetableChanges(classCalendarText(karate, NOW), [karate], [first], NOW);
    expect(starts(occurrences(text, eventUid(karate), 2))).toEqual([
      '2026-12-04T21:00:00.000Z',
      '2026-12-11T21:00:00.000Z',
    ]);
  });

  it('names the substitute coach on that date only', () => {
    const substitute = fakeChange({
      kind: 'substitute',
      slotId: karate.id,
      date: '2026-11-27',
      trainerId: 'salma-ben-amor',
    });
    const text = withTimetableChanges(classCalendarText(karate, NOW), [karate], [substitute], NOW);
    const [first, second] = occurrences(text, eventUid(karate), 2);
    expect(first?.[2]).toMatch(/^With Salma Ben Amor\./);
    expect(second?.[2]).toMatch(/^With Youssef Gharbi\./);
  });

  it('lays each slot’s changes on its own series in the week file, special hours included', () => {
    // Closed from Sunday 29 November to Tuesday 1 December: Monday 30's Fitness does not run.
    const closed = fakeChange({ kind: 'hours', from: '2026-11-29', to: '2026-12-01', closed: true });
    const text = withTimetableChanges(
      weekCalendarText([fitness, karate], NOW),
      [fitness, karate],
      [closed, cancelled],
      NOW,
    );
    expect(starts(occurrences(text, eventUid(fitness), 2))).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-14T08:00:00.000Z',
    ]);
    expect(starts(occurrences(text, eventUid(karate), 2))).toEqual([
      '2026-11-27T21:00:00.000Z',
      '2026-12-11T21:00:00.000Z',
    ]);
  });

  it('leaves the file as it was without changes, and ignores changes of other slots and past dates', () => {
    const plain = weekCalendarText([fitness], NOW);
    expect(withTimetableChanges(plain, [fitness], [], NOW)).toBe(plain);
    expect(withTimetableChanges(plain, [fitness], [cancelled, moved], NOW)).toBe(plain);
    // Friday 27's class has started at 22:30: the series starts on 4 December, a change on the 27th is past.
    const late = new Date('2026-11-27T21:30:00Z');
    const past = fakeChange({ kind: 'cancelled', slotId: karate.id, date: '2026-11-27' });
    expect(cancelledDateLines(karate, [past], late)).toEqual([]);
    expect(overridingEventLines(karate, [past], late)).toEqual([]);
  });

  it('writes the lines in Tunis wall-clock time with the series’ UID', () => {
    expect(cancelledDateLines(karate, [cancelled], NOW)).toEqual(['EXDATE;TZID=Africa/Tunis:20261204T220000']);
    expect(overridingEventLines(karate, [moved], NOW).slice(0, 5)).toEqual([
      'BEGIN:VEVENT',
      `UID:${eventUid(karate)}`,
      'RECURRENCE-ID;TZID=Africa/Tunis:20261211T220000',
      'DTSTAMP:20261125T110000Z',
      'DTSTART;TZID=Africa/Tunis:20261211T190000',
    ]);
  });
});
