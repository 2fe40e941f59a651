import { describe, expect, it } from 'vitest';
import { formatLongDate, formatPrice, formatShortDate, priceParts } from './format';

// Unit tests run the English build; the French and Arabic formats are checked on the built pages (e2e/languages.spec.ts).
describe('English formats keep the spec exactly', () => {
  it('writes prices in whole dinars', () => {
    expect(priceParts(39)).toEqual({ amount: '39', currency: 'DT' });
    expect(formatPrice(100)).toBe('100 DT');
  });

  it('writes dates as the blog and the home cards print them', () => {
    expect(formatLongDate('2023-06-28')).toBe('28 June 2023');
    expect(formatShortDate('2023-05-22')).toBe('22.05.2023');
  });
});
