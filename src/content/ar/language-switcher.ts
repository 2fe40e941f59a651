import type * as English from '../language-switcher';
import type { LanguageSwitcherWords } from '../language-switcher';
import type { TranslationOf } from '../translation';

export const languageSwitcher: LanguageSwitcherWords = {
  label: 'اللغة',
  current: (language) => `اللغة: ${language}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./language-switcher')>;
