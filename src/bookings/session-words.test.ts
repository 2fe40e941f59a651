/** Places left and a session's name in each language, each loaded as that language's build would load it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleCode } from '@/i18n/locales';
import { sessionById } from '@/timetable/sessions';

async function wordsIn(code: LocaleCode) {
  vi.resetModules();
  vi.doMock('@/i18n/page-locale-code', () => ({ pageLocaleCode: code }));
  if (code !== 'en') {
    vi.doMock('@/content/booking', () => import(`@/content/${code}/booking.ts`));
    vi.doMock('@/content/live-timetable', () => import(`@/content/${code}/live-timetable.ts`));
    vi.doMock('@/content/class-labels', () => import(`@/content/${code}/class-labels.ts`));
  }
  return import('./session-words');
}

afterEach(() => {
  for (const module of [
    '@/i18n/page-locale-code',
    '@/content/booking',
    '@/content/live-timetable',
    '@/content/class-labels',
  ])
    vi.doUnmock(module);
  vi.resetModules();
});

// Wednesday 25 November 2026, 10:00 in Tunis. Yoga (20 places) next Tuesday; Cycling (12 bikes) next Wednesday.
const NOW = new Date('2026-11-25T09:00:00Z');
const yoga = sessionById('tuesday-2200-yoga_2026-12-01');
const cycling = sessionById('wednesday-0900-cycling_2026-12-02');
if (!yoga || !cycling) throw new Error('No such sessions');
const booked = (places: number) => ({ booked: places, trials: 0, queue: [] });

describe('places left', () => {
  it('in English: "4 places left", "1 place left", and the waitlist when none is', async () => {
    const { placesText } = await wordsIn('en');
    expect(placesText(yoga, booked(16), NOW)).toBe('4 places left');
    expect(placesText(yoga, booked(19), NOW)).toBe('1 place left');
    expect(placesText(cycling, booked(0), NOW)).toBe('12 places left');
    expect(placesText(cycling, { booked: 10, trials: 2, queue: [] }, NOW)).toBe('Full: join the waitlist');
  });

  it('in French, by the French plural rules', async () => {
    const { placesText } = await wordsIn('fr');
    expect(placesText(yoga, booked(16), NOW)).toBe('4 places restantes');
    expect(placesText(yoga, booked(19), NOW)).toBe('1 place restante');
    expect(placesText(yoga, booked(20), NOW)).toBe('Complet : liste d’attente');
  });

  it('in Arabic, the counted noun agreeing with each of its plural forms', async () => {
    const { placesText } = await wordsIn('ar');
    expect(placesText(yoga, booked(19), NOW)).toBe('بقي مكان واحد');
    expect(placesText(yoga, booked(18), NOW)).toBe('بقي مكانان');
    expect(placesText(yoga, booked(16), NOW)).toBe('بقيت 4 أماكن');
    expect(placesText(cycling, booked(1), NOW)).toBe('بقي 11 مكانًا');
    expect(placesText(yoga, booked(20), NOW)).toBe('مكتملة: قائمة الانتظار');
  });

  it('are the waitlist while places given back are owed to the line (it still moves up)', async () => {
    const { placesText } = await wordsIn('en');
    expect(placesText(yoga, { booked: 18, trials: 0, queue: ['b1'] }, NOW)).toBe('Full: join the waitlist');
  });
});

describe('a session’s name', () => {
  it('says the class, its date and its start in each language', async () => {
    expect((await wordsIn('en')).sessionName(yoga)).toBe('Yoga, Tuesday 1 December, 10:00pm');
    expect((await wordsIn('fr')).sessionName(yoga)).toBe('Yoga, mardi 1 décembre, 22:00');
    expect((await wordsIn('ar')).sessionName(yoga)).toMatch(/^حصة .+، .+ 1 ديسمبر، على الساعة 22:00$/);
  });
});
