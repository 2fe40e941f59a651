import type { LocaleCode } from '@/i18n/locales';
import type * as English from '../locale';
import type { TranslationOf } from '../translation';

export const pageLocaleCode: LocaleCode = 'ar';

export type Complete = TranslationOf<typeof English, typeof import('./locale')>;
