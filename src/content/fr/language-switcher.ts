import type * as English from '../language-switcher';
import type { LanguageSwitcherWords } from '../language-switcher';
import type { TranslationOf } from '../translation';

export const languageSwitcher: LanguageSwitcherWords = {
  label: 'Langue',
  current: (language) => `Langue\u00a0: ${language}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./language-switcher')>;
