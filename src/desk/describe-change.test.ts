import { describe, expect, it } from 'vitest';
import { classLabels as arabicClassLabels } from '@/content/ar/class-labels';
import { deskChanges as arabic } from '@/content/ar/desk-changes';
import { trainerWords as arabicTrainers } from '@/content/ar/trainers-words';
import { classLabels } from '@/content/class-labels';
import { deskChanges as english } from '@/content/desk-changes';
import { classLabels as frenchClassLabels } from '@/content/fr/class-labels';
import { deskChanges as french } from '@/content/fr/desk-changes';
import { trainerWords as frenchTrainers } from '@/content/fr/trainers-words';
import { trainerWords } from '@/content/trainers-words';
import { locales } from '@/i18n/locales';
import type { TimetableChangeFields } from '@/timetable/timetable-changes';
import { type DescribeContext, describeChange, formatChangeDate } from './describe-change';

const contexts: Record<'en' | 'fr' | 'ar', DescribeContext> = {
  en: {
    words: english.describe,
    intlLocale: locales.en.intlLocale,
    classLabel: (name) => classLabels[name],
    trainerName: (id) => trainerWords[id].name,
  },
  fr: {
    words: french.describe,
    intlLocale: locales.fr.intlLocale,
    classLabel: (name) => frenchClassLabels[name],
    trainerName: (id) => frenchTrainers[id].name,
  },
  ar: {
    words: arabic.describe,
    intlLocale: locales.ar.intlLocale,
    classLabel: (name) => arabicClassLabels[name],
    trainerName: (id) => arabicTrainers[id].name,
  },
};

// Friday 4 December 2026: Friday's Karate runs 22:00–23:00 with Youssef Gharbi.
const session = { slotId: 'friday-2200-karate', date: '2026-12-04' };

const cases: [string, TimetableChangeFields, Record<'en' | 'fr' | 'ar', string>][] = [
  [
    'a cancelled session',
    { kind: 'cancelled', ...session },
    {
      en: 'Karate at 22:00 on Friday 4 December is cancelled.',
      fr: 'Le cours de Karaté de 22:00 le vendredi 4 décembre est annulé.',
      ar: 'حصة الكاراتيه على 22:00 يوم الجمعة 4 ديسمبر ملغاة.',
    },
  ],
  [
    'a moved session',
    { kind: 'moved', ...session, start: '19:00', end: '20:30' },
    {
      en: 'Karate at 22:00 on Friday 4 December moves to 19:00–20:30.',
      fr: 'Le cours de Karaté de 22:00 le vendredi 4 décembre est déplacé à 19:00–20:30.',
      ar: 'حصة الكاراتيه على 22:00 يوم الجمعة 4 ديسمبر تنتقل إلى ما بين 19:00 و20:30.',
    },
  ],
  [
    'a substitute',
    { kind: 'substitute', ...session, trainerId: 'salma-ben-amor' },
    {
      en: 'Karate at 22:00 on Friday 4 December is taught by Salma Ben Amor.',
      fr: 'Le cours de Karaté de 22:00 le vendredi 4 décembre est donné par Salma Ben Amor.',
      ar: 'حصة الكاراتيه على 22:00 يوم الجمعة 4 ديسمبر مع سلمى بن عمر بالنيابة.',
    },
  ],
  [
    'one closed day',
    { kind: 'hours', from: '2026-12-04', to: '2026-12-04', closed: true },
    {
      en: 'The gym is closed on Friday 4 December.',
      fr: 'La salle est fermée le vendredi 4 décembre.',
      ar: 'النادي مغلق يوم الجمعة 4 ديسمبر.',
    },
  ],
  [
    'closed days',
    { kind: 'hours', from: '2026-12-04', to: '2026-12-06', closed: true },
    {
      en: 'The gym is closed from Friday 4 December to Sunday 6 December.',
      fr: 'La salle est fermée du vendredi 4 décembre au dimanche 6 décembre.',
      ar: 'النادي مغلق من الجمعة 4 ديسمبر إلى الأحد 6 ديسمبر.',
    },
  ],
  [
    'other hours on one day',
    { kind: 'hours', from: '2026-12-04', to: '2026-12-04', closed: false, opens: '10:00', closes: '14:00' },
    {
      en: 'On Friday 4 December the gym opens 10:00–14:00.',
      fr: 'Le vendredi 4 décembre, la salle est ouverte de 10:00 à 14:00.',
      ar: 'يوم الجمعة 4 ديسمبر يفتح النادي من 10:00 إلى 14:00.',
    },
  ],
  [
    'other hours over days',
    { kind: 'hours', from: '2026-12-31', to: '2027-01-01', closed: false, opens: '10:00', closes: '14:00' },
    {
      en: 'From Thursday 31 December to Friday 1 January the gym opens 10:00–14:00.',
      fr: 'Du jeudi 31 décembre au vendredi 1 janvier, la salle est ouverte de 10:00 à 14:00.',
      ar: 'من الخميس 31 ديسمبر إلى الجمعة 1 جانفي يفتح النادي من 10:00 إلى 14:00.',
    },
  ],
];

describe('a change in plain words', () => {
  for (const [name, change, expected] of cases) {
    it.each(['en', 'fr', 'ar'] as const)(`describes ${name} (%s)`, (locale) => {
      expect(describeChange(change, contexts[locale])).toBe(expected[locale]);
    });
  }

  it('writes a gym date as that calendar day whatever the clock’s zone', () => {
    expect(formatChangeDate('2027-03-16', locales.en.intlLocale)).toBe('Tuesday 16 March');
    expect(formatChangeDate('2027-03-16', locales.fr.intlLocale)).toBe('mardi 16 mars');
  });
});
