import { describe, expect, it } from 'vitest';
import { classSlotById } from '@/timetable/class-slots';
import { addGymDays } from '@/timetable/gym-date';
import { CHANGE_MAX_DAYS_AHEAD } from '@/timetable/timetable-changes';
import { fakeChange } from '../../tests/fake-timetable-changes';
import {
  type ChangeFormValues,
  checkChangeForm,
  comingSlotDates,
  emptyChangeForm,
  formValuesOf,
} from './change-form-rules';

// Thursday 26 November 2026 at the gym; Friday's Karate (22:00, Youssef Gharbi's) is the next day.
const TODAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const karate = classSlotById('friday-2200-karate');
const context = { today: TODAY, locale: 'fr' as const };
const values = (patch: Partial<ChangeFormValues>): ChangeFormValues => ({ ...emptyChangeForm, ...patch });
const session = { slotId: 'friday-2200-karate', date: FRIDAY };

describe('a class’s coming dates', () => {
  it('are its next eight dates on its weekday, from today', () => {
    if (!karate) throw new Error('Friday’s Karate is missing');
    const dates = comingSlotDates(karate, TODAY);
    expect(dates).toHaveLength(8);
    expect(dates[0]).toBe(FRIDAY);
    expect(dates[1]).toBe('2026-12-04');
    expect(dates.at(-1)).toBe('2027-01-15');
    // Today's own session counts: it can still be cancelled until the day is over.
    expect(comingSlotDates(karate, FRIDAY)[0]).toBe(FRIDAY);
  });

  it('stop at the last day staff may post for', () => {
    if (!karate) throw new Error('Friday’s Karate is missing');
    const nearTheEnd = comingSlotDates(karate, TODAY, 40);
    expect((nearTheEnd.at(-1) ?? '') <= addGymDays(TODAY, CHANGE_MAX_DAYS_AHEAD)).toBe(true);
    expect(nearTheEnd.length).toBeLessThan(40);
  });
});

describe('checking the change form', () => {
  it('makes each kind’s exact fields, with the note marked in the desk’s language', () => {
    expect(checkChangeForm(values({ kind: 'cancelled', ...session, note: ' Coach ill ' }), context)).toEqual({
      ok: true,
      draft: { fields: { kind: 'cancelled', ...session }, note: { text: 'Coach ill', locale: 'fr' } },
    });
    expect(checkChangeForm(values({ kind: 'moved', ...session, start: '19:00', end: '20:00' }), context)).toEqual({
      ok: true,
      draft: { fields: { kind: 'moved', ...session, start: '19:00', end: '20:00' } },
    });
    expect(checkChangeForm(values({ kind: 'substitute', ...session, trainerId: 'salma-ben-amor' }), context)).toEqual({
      ok: true,
      draft: { fields: { kind: 'substitute', ...session, trainerId: 'salma-ben-amor' } },
    });
    expect(checkChangeForm(values({ kind: 'hours', from: FRIDAY, to: '2026-11-29', closed: true }), context)).toEqual({
      ok: true,
      draft: { fields: { kind: 'hours', from: FRIDAY, to: '2026-11-29', closed: true } },
    });
    expect(
      checkChangeForm(
        values({ kind: 'hours', from: FRIDAY, to: FRIDAY, closed: false, opens: '10:00', closes: '14:00' }),
        context,
      ),
    ).toEqual({
      ok: true,
      draft: { fields: { kind: 'hours', from: FRIDAY, to: FRIDAY, closed: false, opens: '10:00', closes: '14:00' } },
    });
  });

  it('leaves a blank note out, and keeps an edited note’s language while its text is unchanged', () => {
    const blank = checkChangeForm(values({ kind: 'cancelled', ...session, note: ' \u200B ' }), context);
    expect(blank.ok && blank.draft.note).toBeUndefined();
    const previousNote = { text: 'مريض', locale: 'ar' as const };
    const kept = checkChangeForm(values({ kind: 'cancelled', ...session, note: 'مريض' }), { ...context, previousNote });
    expect(kept.ok && kept.draft.note).toEqual(previousNote);
    const retyped = checkChangeForm(values({ kind: 'cancelled', ...session, note: 'Malade' }), {
      ...context,
      previousNote,
    });
    expect(retyped.ok && retyped.draft.note).toEqual({ text: 'Malade', locale: 'fr' });
  });

  it.each<[string, Partial<ChangeFormValues>, Record<string, string>]>([
    ['nothing chosen', { kind: 'cancelled' }, { slotId: 'slotMissing', date: 'dateMissing' }],
    [
      'a date that is over',
      { kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-20' },
      { date: 'dateOver' },
    ],
    [
      'a date too far ahead',
      { kind: 'cancelled', slotId: 'friday-2200-karate', date: addGymDays(FRIDAY, 7 * 18) },
      { date: 'dateTooFar' },
    ],
    [
      'a date on another weekday',
      { kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-28' },
      { date: 'wrongWeekday' },
    ],
    ['a move without times', { kind: 'moved', ...session }, { start: 'timesMissing' }],
    [
      'a move ending before it starts',
      { kind: 'moved', ...session, start: '20:00', end: '19:00' },
      { end: 'timesOrder' },
    ],
    [
      'a move to the usual times',
      { kind: 'moved', ...session, start: '22:00', end: '23:00' },
      { start: 'timesUnchanged' },
    ],
    ['a substitute not chosen', { kind: 'substitute', ...session }, { trainerId: 'trainerMissing' }],
    [
      'the class’s own coach as substitute',
      { kind: 'substitute', ...session, trainerId: karate?.trainerId },
      { trainerId: 'trainerSame' },
    ],
    ['hours without dates', { kind: 'hours' }, { from: 'rangeMissing', to: 'rangeMissing' }],
    ['hours running backwards', { kind: 'hours', from: '2026-11-29', to: FRIDAY }, { to: 'rangeOrder' }],
    ['hours starting in the past', { kind: 'hours', from: '2026-11-25', to: FRIDAY }, { from: 'dateOver' }],
    ['open hours without times', { kind: 'hours', from: FRIDAY, to: FRIDAY, closed: false }, { opens: 'hoursMissing' }],
    [
      'open hours closing before opening',
      { kind: 'hours', from: FRIDAY, to: FRIDAY, closed: false, opens: '14:00', closes: '10:00' },
      { closes: 'hoursOrder' },
    ],
    ['a note with direction controls', { kind: 'cancelled', ...session, note: 'a\u202Eb' }, { note: 'noteDirection' }],
  ])('refuses %s, saying why on the field', (_case, patch, errors) => {
    expect(checkChangeForm(values(patch), context)).toEqual({ ok: false, errors });
  });
});

describe('editing a stored change', () => {
  it('fills the form with its own fields and note', () => {
    const note = { text: 'Finale', locale: 'en' as const };
    expect(formValuesOf(fakeChange({ kind: 'moved', ...session, start: '19:00', end: '20:00' }, { note }))).toEqual(
      values({ kind: 'moved', ...session, start: '19:00', end: '20:00', note: 'Finale' }),
    );
    expect(
      formValuesOf(
        fakeChange({ kind: 'hours', from: FRIDAY, to: FRIDAY, closed: false, opens: '10:00', closes: '14:00' }),
      ),
    ).toEqual(values({ kind: 'hours', from: FRIDAY, to: FRIDAY, closed: false, opens: '10:00', closes: '14:00' }));
  });
});
