/**
 * The language of the page being rendered, as this build knows it (src/i18n/page-locale-code.ts), and
 * what follows from it: the router's basename, and the page's own path in any language.
 * The router works with paths without the prefix (`/about`); the browser's address has it.
 */
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { type LocaleCode, locales, localizedPath } from './locales';

export const pageLocale = locales[pageLocaleCode];

/** The router's basename: none for English, `/fr` for French. */
export const routerBasename: string | undefined = pageLocale.basePath || undefined;

/** A path of the router (`/about`) as the address bar shows it in this page's language. */
export function pagePath(routerPath: string): string {
  return localizedPath(pageLocaleCode, routerPath);
}

/** The address bar's path (`/fr/about`) as the router knows it (`/about`). */
export function routerPathOf(pathname: string): string {
  const { basePath } = pageLocale;
  if (!basePath || !pathname.startsWith(basePath)) return pathname;
  return pathname.slice(basePath.length) || '/';
}

/** The same page in another language: `/fr/schedule/friday?class=Yoga` ← `/schedule/friday?class=Yoga`. */
export function pathInLocale(code: LocaleCode, routerPath: string, search = ''): string {
  return `${localizedPath(code, routerPath)}${search}`;
}
