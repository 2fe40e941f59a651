/**
 * Builds the site in one language. Every import of an English content module
 * (`src/content/<module>.ts`, or a stylesheet there) is answered with the language's own
 * (`src/content/<locale>/<module>.ts`) when one exists, so a French page's JavaScript holds
 * French words only, and a component never needs to know which language it renders.
 * Modules without words have no translation and are shared: the facts (`<topic>-facts.ts`:
 * contact details, ids, dates, prices, pictures) and the modules that put a topic's facts and
 * its words together (`<topic>.ts` beside `<topic>-words.ts`), so a fact is written once for
 * every language (src/content/translations.test.ts keeps the rule).
 */
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type LocaleCode, localeCodes } from '../../src/i18n/locales.ts';

/** The language a build is for: `SITE_LOCALE=fr vite build`; English when unset. */
export function siteLocaleFromEnv(value = process.env.SITE_LOCALE): LocaleCode {
  const code = value ?? 'en';
  const known = localeCodes.find((candidate) => candidate === code);
  if (!known) throw new Error(`SITE_LOCALE must be one of ${localeCodes.join(', ')}, not "${code}"`);
  return known;
}

/** The translated file that replaces `file` in `locale`, or null when it keeps the English one. */
function translatedModuleFor(file: string, contentDir: string, locale: LocaleCode): string | null {
  if (locale === 'en' || dirname(file) !== contentDir) return null;
  const candidate = join(contentDir, locale, basename(file));
  return existsSync(candidate) ? candidate : null;
}

export function localeContent(locale: LocaleCode, root = process.cwd()): Plugin {
  const contentDir = resolve(root, 'src', 'content');
  const localeDir = join(contentDir, locale);
  return {
    name: 'rivage:locale-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === 'en' || !importer || importer.startsWith(localeDir)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = '', query] = resolved.id.split('?');
      const translated = translatedModuleFor(file, contentDir, locale);
      if (!translated) return resolved;
      return query ? `${translated}?${query}` : translated;
    },
  };
}
