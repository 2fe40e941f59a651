/**
 * The site's languages. English is the original and lives at the root; every other language
 * lives under its own prefix (`/fr/about`). Each language is a build of its own
 * (scripts/build-site.ts): a page's language comes from its URL, and its JavaScript holds no
 * other language's text, only the switcher's three names below.
 */
export const localeCodes = ['en', 'fr', 'ar'] as const;

export type LocaleCode = (typeof localeCodes)[number];

interface SiteLocale {
  code: LocaleCode;
  /** The language's name in itself, as the switcher shows it. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** The path prefix of its pages: '' for English, '/fr' for French. */
  basePath: string;
  /** The locale `Intl` formats with: Tunisian usage, Western digits. */
  intlLocale: string;
  /** The Open Graph locale of its share cards. */
  ogLocale: string;
}

export const locales: Readonly<Record<LocaleCode, SiteLocale>> = {
  en: { code: 'en', nativeName: 'English', dir: 'ltr', basePath: '', intlLocale: 'en-GB', ogLocale: 'en_GB' },
  fr: { code: 'fr', nativeName: 'Français', dir: 'ltr', basePath: '/fr', intlLocale: 'fr-TN', ogLocale: 'fr_FR' },
  ar: {
    code: 'ar',
    nativeName: 'العربية',
    dir: 'rtl',
    basePath: '/ar',
    intlLocale: 'ar-TN-u-nu-latn',
    ogLocale: 'ar_AR',
  },
};

/** A site path (`/about`) in a given language (`/fr/about`; the home page is `/fr`). */
export function localizedPath(code: LocaleCode, path: string): string {
  const { basePath } = locales[code];
  if (!basePath) return path;
  return path === '/' ? basePath : `${basePath}${path}`;
}
