/** The words of the language switcher (navbar and phone menu); the languages name themselves (src/i18n/locales.ts). */
import type { LanguageSwitcherWords } from './types';

export const languageSwitcher: LanguageSwitcherWords = {
  label: 'Language',
  current: (language) => `Language: ${language}`,
};
