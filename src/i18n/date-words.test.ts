import { describe, expect, it } from 'vitest';
import { dayAndMonthParts, spellDayAndMonth } from './date-words';
import { locales } from './locales';
import { formatLongDateTime } from './long-date-time';

const en = locales.en.intlLocale;
const fr = locales.fr.intlLocale;
const ar = locales.ar.intlLocale;

const FRIDAY = { year: 2026, month: 11, day: 27 };
const NEW_YEAR = { year: 2027, month: 1, day: 1 };

describe('spellDayAndMonth: "weekday day month" in the language it is given', () => {
  it('in English', () => {
    expect(spellDayAndMonth(FRIDAY, en)).toBe('Friday 27 November');
    expect(spellDayAndMonth(NEW_YEAR, en)).toBe('Friday 1 January');
  });

  it('in French, the names in lower case', () => {
    expect(spellDayAndMonth(FRIDAY, fr)).toBe('vendredi 27 novembre');
    expect(spellDayAndMonth(NEW_YEAR, fr)).toBe('vendredi 1 janvier');
  });

  it('in Arabic, with Tunisian month names and Western digits', () => {
    expect(spellDayAndMonth(FRIDAY, ar)).toBe('الجمعة 27 نوفمبر');
    expect(spellDayAndMonth(NEW_YEAR, ar)).toBe('الجمعة 1 جانفي');
  });

  it('spells the calendar date whatever the zone of the machine (formatted at UTC midnight)', () => {
    // 29 February exists in 2028 only: a date moved by a zone would land on the 28th or 1 March.
    expect(spellDayAndMonth({ year: 2028, month: 2, day: 29 }, en)).toBe('Tuesday 29 February');
  });

  it('hands over the three words for sentences that place them themselves', () => {
    const monday = { year: 2026, month: 3, day: 16 };
    expect(dayAndMonthParts(monday, en)).toEqual({ weekday: 'Monday', day: '16', month: 'March' });
    expect(dayAndMonthParts(monday, fr)).toEqual({ weekday: 'lundi', day: '16', month: 'mars' });
    expect(dayAndMonthParts(monday, ar)).toEqual({ weekday: 'الاثنين', day: '16', month: 'مارس' });
  });
});

describe('formatLongDateTime', () => {
  const arrived = new Date('2026-11-24T17:05:00Z');

  it('writes the date with its year and the time in the zone, in each language', () => {
    expect(formatLongDateTime(arrived, en, 'Africa/Tunis')).toBe('24 November 2026 at 18:05');
    expect(formatLongDateTime(arrived, fr, 'Africa/Tunis')).toBe('24 novembre 2026 à 18:05');
    expect(formatLongDateTime(arrived, ar, 'Africa/Tunis')).toBe('24 نوفمبر 2026 في 18:05');
  });
});
