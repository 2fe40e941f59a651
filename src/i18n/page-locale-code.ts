/**
 * The language of this build's pages. Each language is a build of its own (scripts/build-site.ts):
 * vite.config.ts writes SITE_LOCALE's value here, so the check `pageLocaleCode === 'en'` is a
 * constant and each build keeps only its own language's branch. Unit tests run as English.
 */
import type { LocaleCode } from './locales';

export const pageLocaleCode: LocaleCode = import.meta.env.VITE_SITE_LOCALE;
