import type { LocaleCode } from '@/i18n/locales';
import type { TranslationOf } from '../translation';
import type * as English from '../locale';

export const pageLocaleCode: LocaleCode = 'ar';

export type Complete = TranslationOf<typeof English, typeof import('./locale')>;
