import { describe, expect, it } from 'vitest';
import { normalisePhone, PHONE_PATTERN_SOURCE } from './phone-number';

describe('normalisePhone', () => {
  it('gives eight Tunisian digits the +216 country code', () => {
    expect(normalisePhone('98123456')).toBe('+21698123456');
    expect(normalisePhone('98 123 456')).toBe('+21698123456');
    expect(normalisePhone(' 71.234.567 ')).toBe('+21671234567');
  });

  it('keeps an international number written with + or 00', () => {
    expect(normalisePhone('+216 98 123 456')).toBe('+21698123456');
    expect(normalisePhone('00216 98 123 456')).toBe('+21698123456');
    expect(normalisePhone('+33 (0)6-12-34-56-78')).toBe('+330612345678');
    expect(normalisePhone('+1 (415) 555-0134')).toBe('+14155550134');
  });

  it('reads Arabic-Indic and Eastern Arabic-Indic digits as Latin ones', () => {
    expect(normalisePhone('٩٨ ١٢٣ ٤٥٦')).toBe('+21698123456');
    expect(normalisePhone('+۲۱۶ ۹۸۱۲۳۴۵۶')).toBe('+21698123456');
  });

  it('accepts 8 to 15 digits after the +, no fewer and no more', () => {
    expect(normalisePhone('+12345678')).toBe('+12345678');
    expect(normalisePhone('+1234567')).toBeNull();
    expect(normalisePhone(`+1${'2'.repeat(14)}`)).toBe(`+1${'2'.repeat(14)}`);
    expect(normalisePhone(`+1${'2'.repeat(15)}`)).toBeNull();
  });

  it('refuses what is no number it can read', () => {
    for (const text of [
      '',
      '   ',
      '9812345', // seven digits
      '981234567', // nine digits, no country code: not guessed
      '+0216 98 123 456', // no country code starts with 0
      '000216 98 123 456',
      '+216 98 123 456 ext 2',
      '++21698123456',
      '98/123/456',
      '+216 98\n123 456x',
    ]) {
      expect(normalisePhone(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('always returns a value the stored pattern (and so firestore.rules) accepts', () => {
    const stored = new RegExp(`^(?:${PHONE_PATTERN_SOURCE})$`);
    for (const text of ['98123456', '+33 6 12 34 56 78', '0044 20 7946 0958']) {
      const phone = normalisePhone(text);
      expect(phone && stored.test(phone), text).toBe(true);
    }
  });
});
