/** The language of this build's pages. Each translation replaces this module with its own code. */
import type { LocaleCode } from '@/i18n/locales';

export const pageLocaleCode: LocaleCode = 'en';
