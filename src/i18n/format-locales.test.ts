/** The French and Arabic formats, each loaded as that language's build would load it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleCode } from './locales';

async function formatsIn(code: LocaleCode) {
  vi.resetModules();
  vi.doMock('@/i18n/page-locale-code', () => ({ pageLocaleCode: code }));
  return {
    ...(await import('./format')),
    ...(await import('./format-decimal')),
    ...(await import('@/timetable/timetable-format')),
  };
}

afterEach(() => {
  vi.doUnmock('@/i18n/page-locale-code');
  vi.resetModules();
});

// Intl separates some parts with no-break spaces: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('French formats', () => {
  it('writes timetable times on a 24-hour clock', async () => {
    const { formatClassHours, formatClassTime } = await formatsIn('fr');
    expect(formatClassHours('6:00pm-7:00pm')).toBe('18:00–19:00');
    expect(formatClassTime('9:00am')).toBe('09:00');
  });

  it('writes prices in whole dinars, dates and weekdays as French readers do', async () => {
    const { formatLongDate, formatPrice, formatShortDate, priceParts, weekdayName, formatDecimal } =
      await formatsIn('fr');
    expect(plain(formatPrice(39))).toBe('39 DT');
    expect(priceParts(100)).toEqual({ amount: '100', currency: 'DT' });
    expect(formatLongDate('2023-06-28')).toBe('28 juin 2023');
    expect(formatShortDate('2023-05-22')).toBe('22/05/2023');
    expect(weekdayName('monday')).toBe('lundi');
    expect(formatDecimal(22.44, 1)).toBe('22,4');
  });
});

describe('Arabic formats', () => {
  it('keeps Western digits, as Tunisia writes them', async () => {
    const { formatClassTime, formatLongDate, priceParts, weekdayName } = await formatsIn('ar');
    expect(formatClassTime('6:00pm')).toBe('18:00');
    expect(formatLongDate('2023-06-28')).toMatch(/^28 .+ 2023$/);
    expect(priceParts(39).amount).toBe('39');
    expect(priceParts(39).currency).toMatch(/د\.ت/);
    expect(weekdayName('monday')).toBe('الاثنين');
  });
});

/** Counts the date formatters made while `run` runs. */
function dateFormattersMadeBy(run: () => void): number {
  const Original = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = class extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      made += 1;
    }
  } as typeof Intl.DateTimeFormat;
  try {
    run();
  } finally {
    Intl.DateTimeFormat = Original;
  }
  return made;
}

describe('formatters made ahead of need', () => {
  it.each(['fr', 'ar'] as const)('in %s, are made at once, and formatting afterwards makes none', async (code) => {
    const { prepareFormatters, weekdayName, formatClassTime, formatLongDate } = await formatsIn(code);
    expect(dateFormattersMadeBy(prepareFormatters)).toBeGreaterThan(0);
    const later = dateFormattersMadeBy(() => {
      weekdayName('friday');
      formatClassTime('6:00pm');
      formatLongDate('2023-06-28');
    });
    expect(later).toBe(0);
  });

  it('are none in English, which formats dates and times without Intl', async () => {
    const { prepareFormatters } = await formatsIn('en');
    expect(dateFormattersMadeBy(prepareFormatters)).toBe(0);
  });
});
