/**
 * Facts once, words in every language. The modules of src/content/ follow a naming rule:
 * - `<topic>-facts.ts` holds facts (ids, links, numbers, dates, times, pictures): the same in
 *   every language, never translated;
 * - `<topic>.ts` beside a `<topic>-words.ts` puts the facts and the words together for the
 *   components: never translated either;
 * - `<topic>-types.ts` holds the shapes a topic's modules share: types only, nothing to translate;
 * - every other module holds words, and `fr/` and `ar/` hold its translation.
 * The type check proves each translation has every word of its English module (the `Complete`
 * line at its end) and each list of words every id of its facts. These tests prove the rest:
 * the rule is kept, and a words module, in any language, holds no fact.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '@/i18n/locales';

const english = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
const translated = import.meta.glob<Record<string, unknown>>(['./fr/*.ts', './ar/*.ts'], { eager: true });
const translationCodes = localeCodes.filter((code) => code !== 'en');

const moduleName = (path: string) => path.replace(/^.*\//, '').replace(/\.ts$/, '');
const englishNames = Object.keys(english).map(moduleName).sort();
const isFacts = (name: string) => name.endsWith('-facts');
const isTypes = (name: string) => name.endsWith('-types');
/** A module that puts a topic's facts and words together: its words are in `<topic>-words.ts`. */
const isCombined = (name: string) => englishNames.includes(`${name}-words`);

/** Modules outside the naming rule that need no translation, and why. */
const WITHOUT_TEXT = new Set([
  // The timetable's and the classes page's facts: class names are identifiers (class-labels.ts
  // words them); older than the rule and imported across the app under these names.
  'class-names',
  'class-trainers',
  'classes',
  // Written in the languages it offers, shown on English pages only.
  'language-offers',
  // The desk's replies, in every visitor's language whatever the desk's (src/desk/reply-links.ts).
  'desk-replies',
  // Code, not content: every path of the site (paths.ts, beneath everything that links: the
  // floors in tests/import-floors.test.ts), its absolute URLs (from site.ts), the translation
  // proofs.
  'paths',
  'site-url',
  'translation',
]);

const wordsModules = englishNames.filter(
  (name) => !isFacts(name) && !isTypes(name) && !isCombined(name) && !WITHOUT_TEXT.has(name),
);

/** Keys whose values are facts wherever they appear. */
const FACT_KEYS = new Set([
  'id',
  'slug',
  'href',
  'url',
  'src',
  'date',
  'year',
  'trainerId',
  'authorId',
  'image',
  'img',
  'logo',
  'thumbnail',
  'illustration',
  'icon',
  'price',
  'percent',
  'width',
  'height',
  'international',
  'opens',
  'closes',
  'postalCode',
  'latitude',
  'longitude',
]);

/** Text shaped like a fact: a link, an e-mail address, a phone number, a date or a clock time. */
const FACT_SHAPES: readonly [string, RegExp][] = [
  ['a link', /\b(?:https?:\/\/|mailto:|tel:)/i],
  // A form's example for the visitor (name@example.com, nom@exemple.com) is not the gym's address.
  ['an e-mail address', /[\w.+-]+@(?!ex[ae]mple\.com\b)[\w-]+\.[\w.-]+/],
  ['a phone number', /\+\d[\d ]{6,}/],
  ['a date', /\b\d{4}-\d{2}-\d{2}\b/],
  ['a clock time', /^\d{1,2}:\d{2}\s?(?:am|pm)?(?:\s?[-–]\s?\d{1,2}:\d{2}\s?(?:am|pm)?)?$/i],
];

/** Where a words module's exported values hold a fact, as `path: what` lines. */
function factsIn(value: unknown, at: string, key = ''): string[] {
  if (FACT_KEYS.has(key)) return [`${at}: a fact (${key})`];
  if (typeof value === 'function') return [];
  if (typeof value === 'number' || typeof value === 'boolean') return [`${at}: ${value}`];
  if (typeof value === 'string') {
    return FACT_SHAPES.filter(([, shape]) => shape.test(value)).map(([what]) => `${at}: ${what} in "${value}"`);
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => factsIn(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    if ('sources' in value) return [`${at}: a picture`];
    return Object.entries(value).flatMap(([childKey, child]) => factsIn(child, `${at}.${childKey}`, childKey));
  }
  return [];
}

/** Where a translation's shape differs from English: a missing value, a list of another length. */
function differencesInShape(englishValue: unknown, translatedValue: unknown, at: string): string[] {
  if (typeof englishValue === 'function')
    return typeof translatedValue === 'function' ? [] : [`${at} is not a function`];
  if (typeof englishValue === 'string') return typeof translatedValue === 'string' ? [] : [`${at} is not text`];
  if (Array.isArray(englishValue)) {
    if (!Array.isArray(translatedValue) || translatedValue.length !== englishValue.length) {
      return [
        `${at} has ${Array.isArray(translatedValue) ? translatedValue.length : 'no'} items, not ${englishValue.length}`,
      ];
    }
    return englishValue.flatMap((item, index) => differencesInShape(item, translatedValue[index], `${at}[${index}]`));
  }
  if (englishValue && typeof englishValue === 'object') {
    if (!translatedValue || typeof translatedValue !== 'object') return [`${at} is not an object`];
    return Object.entries(englishValue).flatMap(([key, child]) =>
      differencesInShape(child, (translatedValue as Record<string, unknown>)[key], `${at}.${key}`),
    );
  }
  return [];
}

const sourceOf = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');

describe('the naming rule', () => {
  it('finds the words modules, the facts modules and the modules that put them together', () => {
    expect(wordsModules).toContain('site-words');
    expect(wordsModules).toContain('footer');
    expect(wordsModules).not.toContain('site');
    expect(wordsModules).not.toContain('site-facts');
    expect(wordsModules).not.toContain('site-types');
    expect(englishNames.filter(isFacts)).toContain('privacy-facts');
    expect(englishNames.filter(isCombined)).toEqual(
      expect.arrayContaining(['about', 'blog', 'contact', 'home', 'pricing', 'privacy', 'site', 'trainers']),
    );
  });

  it('gives every words module a translation and nothing else', () => {
    for (const code of translationCodes) {
      const files = readdirSync(join(import.meta.dirname, code)).filter((file) => file.endsWith('.ts'));
      expect(files.map(moduleName).sort(), `src/content/${code}/`).toEqual(wordsModules);
    }
  });

  it('keeps a topic’s types module to types: no value a language would have to translate', () => {
    const typesModules = englishNames.filter(isTypes);
    expect(typesModules).toContain('site-types');
    for (const name of typesModules) expect(Object.keys(english[`./${name}.ts`] ?? {}), name).toEqual([]);
  });
});

describe('words modules hold no facts', () => {
  const every = [...wordsModules, ...translationCodes.flatMap((code) => wordsModules.map((name) => `${code}/${name}`))];
  const moduleAt = (path: string) => english[`./${path}.ts`] ?? translated[`./${path}.ts`] ?? {};

  it.each(every)('%s imports no picture', (path) => {
    expect(sourceOf(`./${path}.ts`)).not.toMatch(/from '[^']*\/assets\//);
  });

  it.each(every)('%s holds no link, address, number, date, time, id or picture', (path) => {
    const found = Object.entries(moduleAt(path)).flatMap(([exportName, value]) => factsIn(value, exportName));
    expect(found).toEqual([]);
  });

  it('catches a fact in a words module', () => {
    expect(
      factsIn(
        {
          email: 'hello@rivage-gym.example',
          phone: { display: '+216 73 000 000' },
          posts: [{ date: '2023-06-28', title: 'Read 2023-06-28' }],
          hours: '7:00am-21:00pm',
          count: 6,
          picture: { src: '/a.jpg', sources: [] },
          visitorExample: 'Enter an e-mail address like name@example.com.',
          prose: 'Train at 7 am, or from 07:00, with Rivage Gym.',
        },
        'words',
      ),
    ).toEqual([
      'words.email: an e-mail address in "hello@rivage-gym.example"',
      'words.phone.display: a phone number in "+216 73 000 000"',
      'words.posts[0].date: a fact (date)',
      'words.posts[0].title: a date in "Read 2023-06-28"',
      'words.hours: a clock time in "7:00am-21:00pm"',
      'words.count: 6',
      'words.picture: a picture',
    ]);
  });
});

describe.each(translationCodes)('the %s translation', (code) => {
  it.each(wordsModules)('of %s has its completeness proof', (name) => {
    expect(sourceOf(`./${code}/${name}.ts`)).toContain(`TranslationOf<typeof English, typeof import('./${name}')>`);
  });

  it.each(wordsModules)('of %s keeps the shape of English: every value, every list as long', (name) => {
    const englishModule = english[`./${name}.ts`] ?? {};
    const translation = translated[`./${code}/${name}.ts`] ?? {};
    const differences = Object.entries(englishModule).flatMap(([exportName, value]) =>
      differencesInShape(value, translation[exportName], exportName),
    );
    expect(differences).toEqual([]);
  });
});
