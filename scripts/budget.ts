/**
 * Size budget of the built site (run after a build): prints the gzip size of each language's
 * home page's first-load JavaScript and CSS and fails above the limits; counts what every page
 * loads after that, once it has painted, without the visitor doing anything, and fails past its
 * limits; fails if any page's first-load JavaScript contains Firebase code (it must arrive only
 * when needed), if a page's text uses a character the subset fonts lack (it would show in the
 * fallback font), or if a Latin face outgrows one round trip or an Arabic face its present size.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderPaths, redirects } from '../src/app/site-paths';
import { NOT_FOUND_FILE, paths } from '../src/content/paths';
import { type LocaleCode, localeCodes, localizedPath } from '../src/i18n/locales';
import { firebaseMarkersIn, firstLoadFiles, inlineCss, inlineJs } from './lib/first-load';
import { outputFileFor } from './lib/html-document';
import { charactersOutside } from './lib/page-text';
import { type PostPaintPart, partsMissingFrom, postPaintLoad } from './lib/post-paint';
import { CHUNK_GRAPH_FILE, type GraphChunk } from './vite/chunk-graph';
import { ARABIC_FONT_CHARACTERS, FONT_CHARACTERS } from './vite/font-subset';

/**
 * Home page first-load limits per language. English had 115 KB before the languages came; the
 * language switcher and formats may add at most 3 KB. French and Arabic carry the same code with
 * their own words, which take more bytes (longer in French; two bytes a letter in Arabic). Arabic
 * has 0.1 KB more for the download afresh of a chunk that failed (src/lib/fresh-import.ts), which
 * took it past 119 (figures: src/first-load.md).
 */
const HOME_JS_LIMIT_KB: Record<LocaleCode, number> = { en: 118, fr: 118.5, ar: 119.1 };
/**
 * The stylesheet's limit (9.0–9.3 KB in November 2026; 20 KB until then). Every page's first paint
 * waits for it: inside the home pages' HTML, and as the file that every other page links.
 */
const HOME_CSS_LIMIT_KB = 10;
/**
 * Each Latin face's limit. After the document, every first screen's stylesheet and three Latin
 * faces share Lighthouse's slow mobile connection: a file of up to about 8.7 KB with its response
 * headers (7.5 KB of font) arrives in the round trip after its connection opens, a larger one a
 * round trip (150 ms) later, which is all of the pages' LCP margin (Inter's kerning alone is
 * 3.2 KB: scripts/vite/font-subset.ts).
 */
const LATIN_FACE_LIMIT_KB = 7.5;
/**
 * Each Arabic face's limit. Noto Sans Arabic's text faces (10.1 and 10.6 KB in November 2026) are
 * already past one round trip: their shaping tables (ccmp places the vowel marks) cannot go, and
 * the Arabic pages' LCP waits for them (scripts/vite/font-subset.ts). The limit keeps them from growing.
 */
const ARABIC_FACE_LIMIT_KB = 11;
/**
 * What a page may load after its first load without the visitor doing anything. Each request
 * after the paint is a round trip a phone on a slow network pays while the visitor reads (and
 * Lighthouse counts them all); a few small chunks say a placement that works.
 */
const POST_PAINT_REQUEST_LIMIT = 3;
const POST_PAINT_LIMIT_KB = 10;
/**
 * The parts a page's code starts on its own once it has painted, each with the requests it makes
 * besides its chunks. The change lines load only when there are changes: counted as if there were.
 * The other on-demand code waits for the visitor (a link hovered, a form sent, the home page's
 * lower sections scrolled to, signing in, interest in a Book with its read of the places) and is
 * not counted.
 */
const POST_PAINT_PARTS: readonly PostPaintPart[] = [
  { module: 'src/app/link-prefetch.ts' },
  { module: 'src/live-timetable/live-opening-hours.tsx' },
  { module: 'src/live-timetable/read-timetable-changes.ts', fetches: ['the week’s changes (Firestore runQuery)'] },
  { module: 'src/pages/schedule/row-change-lines.tsx' },
  { module: 'src/pages/classes/card-change-lines.tsx' },
  {
    module: 'src/components/layout/language-offer-note.tsx',
    onlyFor: 'a browser that asks for French or Arabic, on an English page',
  },
];

/** The characters each language's pages can draw in a web font (Arabic adds its own faces). */
const FONT_CHARACTERS_OF: Record<LocaleCode, string> = {
  en: FONT_CHARACTERS,
  fr: FONT_CHARACTERS,
  ar: FONT_CHARACTERS + ARABIC_FONT_CHARACTERS,
};

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'dist');
// Kilobytes of 1,000 bytes, as Vite's build report counts them.
const kb = (bytes: number) => bytes / 1000;
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** The gzip size of code that arrives inside a page (none: 0). */
const gzipTextSize = (text: string) => (text ? gzipSync(text, { level: 9 }).length : 0);

const failures: string[] = [];

const sum = (files: string[], print: boolean) =>
  files.reduce((total, file) => {
    const size = gzipSize(file);
    if (print) console.log(`  ${file.padEnd(44)} ${kb(size).toFixed(1).padStart(7)} KB`);
    return total + size;
  }, 0);

for (const locale of localeCodes) {
  const homePath = localizedPath(locale, paths.home);
  const homeHtml = readFileSync(join(dist, outputFileFor(homePath)), 'utf8');
  const home = firstLoadFiles(homeHtml);
  console.log(`${locale === 'en' ? '' : '\n'}Home page (${homePath}) first load, gzip:`);
  // The browser entry arrives inside the HTML (scripts/lib/html-document.ts, inlineEntryScript).
  const pageJs = gzipTextSize(inlineJs(homeHtml));
  if (pageJs) console.log(`  ${'<script> in the page'.padEnd(44)} ${kb(pageJs).toFixed(1).padStart(7)} KB`);
  const homeJs = kb(sum(home.js, true) + pageJs);
  // The stylesheet arrives inside the HTML (scripts/lib/html-document.ts, inlineStylesheets).
  const pageCss = gzipTextSize(inlineCss(homeHtml));
  if (pageCss) console.log(`  ${'<style> in the page'.padEnd(44)} ${kb(pageCss).toFixed(1).padStart(7)} KB`);
  const homeCss = kb(sum(home.css, true) + pageCss);
  const jsLimit = HOME_JS_LIMIT_KB[locale];
  console.log(
    `  JavaScript ${homeJs.toFixed(1)} KB of ${jsLimit} KB · CSS ${homeCss.toFixed(1)} KB of ${HOME_CSS_LIMIT_KB} KB`,
  );
  if (homeJs > jsLimit)
    failures.push(`${homePath} first-load JavaScript is ${homeJs.toFixed(1)} KB (limit ${jsLimit} KB)`);
  if (homeCss > HOME_CSS_LIMIT_KB)
    failures.push(`${homePath} first-load CSS is ${homeCss.toFixed(1)} KB (limit ${HOME_CSS_LIMIT_KB} KB)`);
}

console.log('\nFirst-load JavaScript per page, gzip (Firebase must not be in it):');
const uncovered = new Set<string>();
for (const locale of localeCodes) {
  const pages = [
    ...prerenderPaths
      .filter((path) => !redirects.some((redirect) => redirect.from === path))
      .map((path) => localizedPath(locale, path))
      .map((path) => ({ path, file: outputFileFor(path) })),
    {
      path: `${locale} 404`,
      file: locale === 'en' ? NOT_FOUND_FILE : `${locale}/${NOT_FOUND_FILE}`,
    },
  ];
  for (const { path, file } of pages) {
    const html = readFileSync(join(dist, file), 'utf8');
    const { js } = firstLoadFiles(html);
    const inPage = inlineJs(html);
    const total = js.reduce((sumBytes, chunk) => sumBytes + gzipSize(chunk), 0) + gzipTextSize(inPage);
    const markers = [
      ...js.flatMap((chunk) =>
        firebaseMarkersIn(readFileSync(join(dist, chunk), 'utf8')).map((marker) => `${chunk}: ${marker}`),
      ),
      ...firebaseMarkersIn(inPage).map((marker) => `<script> in the page: ${marker}`),
    ];
    console.log(
      `  ${path.padEnd(22)} ${kb(total).toFixed(1).padStart(7)} KB${markers.length ? `  FIREBASE: ${markers.join(', ')}` : ''}`,
    );
    if (markers.length) failures.push(`${path} loads Firebase code up front (${markers.join(', ')})`);
    for (const character of charactersOutside(html, FONT_CHARACTERS_OF[locale], locale))
      uncovered.add(`${character} (${locale})`);
  }
}

/** The chunk graph of a language's browser build (English builds into dist/, the others beside it). */
const chunkGraphOf = (locale: LocaleCode): GraphChunk[] =>
  JSON.parse(
    readFileSync(join(locale === 'en' ? dist : resolve(root, 'dist-locales', locale), CHUNK_GRAPH_FILE), 'utf8'),
  );

console.log(
  `\nAfter the first paint, without the visitor doing anything (at most ${POST_PAINT_REQUEST_LIMIT} requests, ${POST_PAINT_LIMIT_KB} KB gzip):`,
);
const graphs = localeCodes.map(chunkGraphOf);
for (const module of partsMissingFrom(graphs, POST_PAINT_PARTS))
  failures.push(`${module} is in no chunk: name the part's module anew in scripts/budget.ts`);
for (const [index, locale] of localeCodes.entries()) {
  const graph = graphs[index] ?? [];
  // Pages with the same load are printed together.
  const loads = new Map<string, { pages: string[]; lines: string[]; requests: number; kb: number }>();
  for (const path of prerenderPaths.filter((candidate) => !redirects.some((redirect) => redirect.from === candidate))) {
    const pagePath = localizedPath(locale, path);
    const html = readFileSync(join(dist, outputFileFor(pagePath)), 'utf8');
    const everyone = postPaintLoad(
      graph,
      firstLoadFiles(html).js,
      POST_PAINT_PARTS.filter((part) => !part.onlyFor),
    );
    const some = postPaintLoad(graph, [...firstLoadFiles(html).js, ...everyone.chunks], POST_PAINT_PARTS);
    const kbOf = (chunks: readonly string[]) => kb(chunks.reduce((total, chunk) => total + gzipSize(chunk), 0));
    const requests = everyone.chunks.length + everyone.fetches.length;
    const total = kbOf(everyone.chunks);
    const lines = [
      ...everyone.chunks.map((chunk) => `  ${`  ${chunk}`.padEnd(44)} ${kbOf([chunk]).toFixed(1).padStart(7)} KB`),
      ...everyone.fetches.map((fetch) => `    a fetch: ${fetch}`),
      `    ${requests} requests, ${total.toFixed(1)} KB`,
      ...some.parts
        .filter((part) => part.onlyFor)
        .map(
          (part) =>
            `    and for ${part.onlyFor}: ${some.chunks.length} more (${some.chunks.join(', ') || 'none'}), ${kbOf(some.chunks).toFixed(1)} KB`,
        ),
    ];
    const key = lines.join('\n');
    const same = loads.get(key) ?? { pages: [], lines, requests, kb: total };
    same.pages.push(pagePath);
    loads.set(key, same);
    if (requests > POST_PAINT_REQUEST_LIMIT || total > POST_PAINT_LIMIT_KB)
      failures.push(
        `${pagePath} loads ${requests} requests, ${total.toFixed(1)} KB after its first paint (limit ${POST_PAINT_REQUEST_LIMIT}, ${POST_PAINT_LIMIT_KB} KB)`,
      );
  }
  const worst = [...loads.values()].reduce((most, load) =>
    load.requests > most.requests || (load.requests === most.requests && load.kb > most.kb) ? load : most,
  );
  console.log(`${locale}: at most ${worst.requests} requests, ${worst.kb.toFixed(1)} KB (${worst.pages[0]})`);
  for (const { pages, lines } of loads.values()) {
    console.log(
      `  ${pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ')}:`,
    );
    console.log(lines.join('\n'));
  }
}

/** Lists the font files whose names match, and fails for a missing kind or one over its limit. */
function checkFaces(title: string, pattern: RegExp, kind: string, limitKb: number) {
  console.log(`\n${title}:`);
  const faces = readdirSync(join(dist, 'assets')).filter((name) => pattern.test(name));
  if (faces.length === 0) failures.push(`no ${kind} in dist/assets`);
  for (const face of faces.sort()) {
    const size = kb(statSync(join(dist, 'assets', face)).size);
    console.log(`  ${`assets/${face}`.padEnd(44)} ${size.toFixed(1).padStart(7)} KB`);
    if (size > limitKb) failures.push(`assets/${face} is ${size.toFixed(1)} KB (limit ${limitKb} KB)`);
  }
}

checkFaces(
  'Latin faces (on every first screen)',
  /-latin-\d+-[\w-]+\.woff2$/,
  'Latin faces (*-latin-<weight>-<hash>.woff2)',
  LATIN_FACE_LIMIT_KB,
);
checkFaces(
  'Arabic faces (on the Arabic pages, with the Latin ones)',
  /-arabic-\d+-[\w-]+\.woff2$/,
  'Arabic faces (*-arabic-<weight>-<hash>.woff2)',
  ARABIC_FACE_LIMIT_KB,
);

console.log(
  `\nCharacters in the pages' text that the subset fonts lack: ${uncovered.size ? [...uncovered].join(' ') : 'none'}`,
);
if (uncovered.size) {
  failures.push(`add ${[...uncovered].join(' ')} to the characters in scripts/vite/font-subset.ts (or reword)`);
}

if (failures.length > 0) {
  console.error(`\nBudget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nBudget met.');
