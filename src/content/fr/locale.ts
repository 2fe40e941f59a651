import type { LocaleCode } from '@/i18n/locales';
import type { TranslationOf } from '../translation';
import type * as English from '../locale';

export const pageLocaleCode: LocaleCode = 'fr';

export type Complete = TranslationOf<typeof English, typeof import('./locale')>;
