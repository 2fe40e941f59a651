/**
 * Size budget of the built site (run after a build): prints the gzip size of the home
 * page's first-load JavaScript and CSS and fails above the limits; fails if any page's
 * first-load JavaScript contains Firebase code (it must arrive only when needed), or if a
 * page's text uses a character the subset fonts lack (it would show in the fallback font).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NOT_FOUND_FILE, paths, prerenderPaths, redirects } from '../src/app/paths';
import { firebaseMarkersIn, firstLoadFiles } from './lib/first-load';
import { outputFileFor } from './lib/html-document';
import { charactersOutside } from './lib/page-text';
import { FONT_CHARACTERS } from './vite/font-subset';

const HOME_JS_LIMIT_KB = 115;
const HOME_CSS_LIMIT_KB = 20;

const dist = resolve(import.meta.dirname, '..', 'dist');
// Kilobytes of 1,000 bytes, as Vite's build report counts them.
const kb = (bytes: number) => bytes / 1000;
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const failures: string[] = [];

const homeHtml = readFileSync(join(dist, outputFileFor(paths.home)), 'utf8');
const home = firstLoadFiles(homeHtml);
console.log('Home page (/) first load, gzip:');
const sum = (files: string[]) =>
  files.reduce((total, file) => {
    const size = gzipSize(file);
    console.log(`  ${file.padEnd(44)} ${kb(size).toFixed(1).padStart(7)} KB`);
    return total + size;
  }, 0);
const homeJs = kb(sum(home.js));
const homeCss = kb(sum(home.css));
console.log(
  `  JavaScript ${homeJs.toFixed(1)} KB of ${HOME_JS_LIMIT_KB} KB · CSS ${homeCss.toFixed(1)} KB of ${HOME_CSS_LIMIT_KB} KB`,
);
if (homeJs > HOME_JS_LIMIT_KB)
  failures.push(`home first-load JavaScript is ${homeJs.toFixed(1)} KB (limit ${HOME_JS_LIMIT_KB} KB)`);
if (homeCss > HOME_CSS_LIMIT_KB)
  failures.push(`home first-load CSS is ${homeCss.toFixed(1)} KB (limit ${HOME_CSS_LIMIT_KB} KB)`);

console.log('\nFirst-load JavaScript per page, gzip (Firebase must not be in it):');
const pages = [
  ...prerenderPaths
    .filter((path) => !redirects.some((redirect) => redirect.from === path))
    .map((path) => ({ path, file: outputFileFor(path) })),
  { path: '404', file: NOT_FOUND_FILE },
];
for (const { path, file } of pages) {
  const { js } = firstLoadFiles(readFileSync(join(dist, file), 'utf8'));
  const total = js.reduce((sumBytes, chunk) => sumBytes + gzipSize(chunk), 0);
  const markers = js.flatMap((chunk) =>
    firebaseMarkersIn(readFileSync(join(dist, chunk), 'utf8')).map((marker) => `${chunk}: ${marker}`),
  );
  console.log(
    `  ${path.padEnd(22)} ${kb(total).toFixed(1).padStart(7)} KB${markers.length ? `  FIREBASE: ${markers.join(', ')}` : ''}`,
  );
  if (markers.length) failures.push(`${path} loads Firebase code up front (${markers.join(', ')})`);
}

const uncovered = new Set(
  pages.flatMap(({ file }) => charactersOutside(readFileSync(join(dist, file), 'utf8'), FONT_CHARACTERS)),
);
console.log(
  `\nCharacters in the pages' text that the subset fonts lack: ${uncovered.size ? [...uncovered].join(' ') : 'none'}`,
);
if (uncovered.size) {
  failures.push(`add ${[...uncovered].join(' ')} to FONT_CHARACTERS in scripts/vite/font-subset.ts (or reword)`);
}

if (failures.length > 0) {
  console.error(`\nBudget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nBudget met.');
