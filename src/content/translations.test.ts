/**
 * The type check proves each translation has every text of its English module (the `Complete`
 * line at its end). These tests prove the rest: every module with text has a translation in
 * every language, and a translation changes words only, never the facts beside them (ids,
 * links, numbers, dates, images, the order of lists).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '@/i18n/locales';

const english = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const translated = import.meta.glob<Record<string, unknown>>(['./fr/*.ts', './ar/*.ts'], { eager: true });

/**
 * Modules that need no translation: without a word a visitor reads (identifiers, the timetable's
 * slots, types, pictures, the fonts), or already in every language.
 */
const WITHOUT_TEXT = new Set([
  'class-names',
  'class-trainers',
  'classes',
  // Written in the languages it offers, shown on English pages only.
  'language-offers',
  'page-banner',
  // The site's own URLs, made from site.ts.
  'site-url',
  'translation',
  'types',
]);

/** Fields that are facts, not words: a translation keeps them exactly. */
const FACT_KEYS = new Set([
  'id',
  'slug',
  'href',
  'url',
  'src',
  'date',
  'trainerId',
  'authorId',
  'international',
  'opens',
  'closes',
  'postalCode',
]);

const moduleName = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');
const translatable = Object.keys(english)
  .map(moduleName)
  .filter((name) => !WITHOUT_TEXT.has(name))
  .sort();

function differencesInFacts(englishValue: unknown, translatedValue: unknown, at: string, key = ''): string[] {
  if (typeof englishValue === 'function')
    return typeof translatedValue === 'function' ? [] : [`${at} is not a function`];
  if (typeof englishValue === 'string') {
    if (typeof translatedValue !== 'string') return [`${at} is not text`];
    return FACT_KEYS.has(key) && englishValue !== translatedValue
      ? [`${at}: "${translatedValue}" ≠ "${englishValue}"`]
      : [];
  }
  if (Array.isArray(englishValue)) {
    if (!Array.isArray(translatedValue) || translatedValue.length !== englishValue.length) {
      return [
        `${at} has ${Array.isArray(translatedValue) ? translatedValue.length : 'no'} items, not ${englishValue.length}`,
      ];
    }
    return englishValue.flatMap((item, index) =>
      differencesInFacts(item, translatedValue[index], `${at}[${index}]`, key),
    );
  }
  if (englishValue && typeof englishValue === 'object') {
    if (!translatedValue || typeof translatedValue !== 'object') return [`${at} is not an object`];
    return Object.entries(englishValue).flatMap(([childKey, child]) =>
      differencesInFacts(child, (translatedValue as Record<string, unknown>)[childKey], `${at}.${childKey}`, childKey),
    );
  }
  return Object.is(englishValue, translatedValue)
    ? []
    : [`${at}: ${String(translatedValue)} ≠ ${String(englishValue)}`];
}

describe.each(localeCodes.filter((code) => code !== 'en'))('the %s translation', (code) => {
  it.each(translatable)('has %s, with its completeness proof', (name) => {
    const file = `./${code}/${name}.ts`;
    expect(Object.keys(translated), `src/content/${code}/${name}.ts is missing`).toContain(file);
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    expect(source).toContain(`TranslationOf<typeof English, typeof import('./${name}')>`);
  });

  it.each(translatable)('keeps the facts of %s: ids, links, numbers, dates, images, list lengths', (name) => {
    const englishModule = english[`./${name}.ts`] ?? {};
    const translation = translated[`./${code}/${name}.ts`] ?? {};
    const differences = Object.entries(englishModule).flatMap(([exportName, value]) =>
      differencesInFacts(value, translation[exportName], exportName),
    );
    expect(differences).toEqual([]);
  });
});
