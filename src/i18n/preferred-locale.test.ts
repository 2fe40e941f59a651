import { describe, expect, it } from 'vitest';
import { localeCodes } from './locales';
import { preferredSiteLocale } from './preferred-locale';

describe('preferredSiteLocale', () => {
  it('takes the first of the browser’s languages the site has', () => {
    expect(preferredSiteLocale(['fr-TN', 'en'], localeCodes)).toBe('fr');
    expect(preferredSiteLocale(['de', 'ar-TN', 'fr'], localeCodes)).toBe('ar');
    expect(preferredSiteLocale(['en-GB', 'fr'], localeCodes)).toBe('en');
  });

  it('is null when the browser asks for none of them', () => {
    expect(preferredSiteLocale(['de-DE', 'it'], localeCodes)).toBeNull();
    expect(preferredSiteLocale([], localeCodes)).toBeNull();
  });
});
