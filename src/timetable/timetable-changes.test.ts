import { describe, expect, it } from 'vitest';
import { trainerFacts } from '@/content/trainers-facts';
import { CHANGE_NOTE_MAX_LENGTH, changeEndsAt, changeTrainerIds, parseTimetableChange } from './timetable-changes';

const createdAt = new Date('2026-11-20T10:00:00Z');
const record = { createdAt, updatedAt: createdAt, endsAt: new Date('2026-11-27T23:00:00Z') };
// Friday 27 November 2026.
const cancelled = { kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-27', ...record };

describe('changeEndsAt', () => {
  it('is the end of the session’s day in Tunis: the next midnight, 23:00 UTC', () => {
    expect(changeEndsAt({ kind: 'cancelled', date: '2026-11-27' })).toEqual(new Date('2026-11-27T23:00:00Z'));
  });

  it('is the end of the last day of special hours, across a month end', () => {
    expect(changeEndsAt({ kind: 'hours', to: '2026-12-01' })).toEqual(new Date('2026-12-01T23:00:00Z'));
    expect(changeEndsAt({ kind: 'hours', to: '2026-12-31' })).toEqual(new Date('2026-12-31T23:00:00Z'));
  });
});

describe('parseTimetableChange', () => {
  it('reads each kind, with the document id', () => {
    expect(parseTimetableChange('a', cancelled)).toEqual({ id: 'a', ...cancelled });
    const moved = { ...cancelled, kind: 'moved', start: '19:00', end: '20:00' };
    expect(parseTimetableChange('b', moved)).toEqual({ id: 'b', ...moved });
    const substitute = { ...cancelled, kind: 'substitute', trainerId: 'salma-ben-amor' };
    expect(parseTimetableChange('c', substitute)).toEqual({ id: 'c', ...substitute });
    const closed = { kind: 'hours', from: '2026-11-28', to: '2026-11-30', closed: true, ...record };
    expect(parseTimetableChange('d', closed)).toEqual({ id: 'd', ...closed });
    const open = { ...closed, closed: false, opens: '10:00', closes: '16:00' };
    expect(parseTimetableChange('e', open)).toEqual({ id: 'e', ...open });
  });

  it('keeps a note in any of the site’s languages, up to CHANGE_NOTE_MAX_LENGTH', () => {
    const note = { text: 'م'.repeat(CHANGE_NOTE_MAX_LENGTH), locale: 'ar' };
    expect(parseTimetableChange('a', { ...cancelled, note })).toMatchObject({ note });
  });

  it('never passes on an author’s uid a stored change may still hold', () => {
    const read = parseTimetableChange('a', { ...cancelled, by: 'staff-uid' });
    expect(read).toEqual({ id: 'a', ...cancelled });
    expect(JSON.stringify(read)).not.toContain('staff-uid');
  });

  it('reads Firestore Timestamps (anything with toDate) as Dates', () => {
    const stamp = { toDate: () => createdAt };
    expect(parseTimetableChange('a', { ...cancelled, createdAt: stamp, updatedAt: stamp })).toMatchObject({
      createdAt,
      updatedAt: createdAt,
    });
  });

  it('names as substitutes exactly the gym’s coaches', () => {
    expect(changeTrainerIds).toEqual(trainerFacts.map((trainer) => trainer.id));
  });

  it.each([
    ['not an object', null],
    ['an unknown kind', { ...cancelled, kind: 'closed' }],
    ['an extra field', { ...cancelled, isAdmin: true }],
    ['a missing field', { ...cancelled, date: undefined }],
    ['no endsAt', { ...cancelled, endsAt: 'tomorrow' }],
    ['an invalid Date', { ...cancelled, updatedAt: new Date(Number.NaN) }],
    ['a slot the timetable does not have', { ...cancelled, slotId: 'friday-2200-mma' }],
    ['a slot on another weekday than the date', { ...cancelled, date: '2026-11-26' }],
    ['a date that does not exist', { ...cancelled, slotId: 'monday-0900-fitness', date: '2026-02-30' }],
    ['a date in another form', { ...cancelled, date: '27/11/2026' }],
    ['a time that is not HH:MM', { ...cancelled, kind: 'moved', start: '7:00', end: '08:00' }],
    ['a move that ends before it starts', { ...cancelled, kind: 'moved', start: '20:00', end: '19:00' }],
    ['a move without its end', { ...cancelled, kind: 'moved', start: '20:00' }],
    ['a coach who is not one of the gym’s', { ...cancelled, kind: 'substitute', trainerId: 'someone' }],
    ['a note too long', { ...cancelled, note: { text: 'x'.repeat(CHANGE_NOTE_MAX_LENGTH + 1), locale: 'en' } }],
    ['a blank note', { ...cancelled, note: { text: ' \u200B', locale: 'en' } }],
    ['a note that turns the text around it', { ...cancelled, note: { text: 'a\u202Eb', locale: 'en' } }],
    ['a note in another language', { ...cancelled, note: { text: 'Hallo', locale: 'de' } }],
    ['a note with an extra field', { ...cancelled, note: { text: 'x', locale: 'en', html: '<b>' } }],
    [
      'hours ending before they start',
      { kind: 'hours', from: '2026-11-30', to: '2026-11-28', closed: true, ...record },
    ],
    [
      'closed hours with times',
      { kind: 'hours', from: '2026-11-28', to: '2026-11-28', closed: true, opens: '10:00', closes: '12:00', ...record },
    ],
    ['open hours without times', { kind: 'hours', from: '2026-11-28', to: '2026-11-28', closed: false, ...record }],
    [
      'open hours closing before they open',
      {
        kind: 'hours',
        from: '2026-11-28',
        to: '2026-11-28',
        closed: false,
        opens: '16:00',
        closes: '10:00',
        ...record,
      },
    ],
    [
      'hours with a slot',
      { kind: 'hours', from: '2026-11-28', to: '2026-11-28', closed: true, slotId: 'x', ...record },
    ],
  ])('refuses %s', (_case, data) => {
    expect(parseTimetableChange('a', data)).toBeUndefined();
  });
});
