/** The words of the language switcher (navbar and phone menu); the languages name themselves (src/i18n/locales.ts). */

export interface LanguageSwitcherWords {
  /** Names the group of language links. */
  label: string;
  /** The navbar button's name, with the current language's own name. */
  current: (language: string) => string;
}

export const languageSwitcher: LanguageSwitcherWords = {
  label: 'Language',
  current: (language) => `Language: ${language}`,
};
