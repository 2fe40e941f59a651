/**
 * `npm run check:html` (after a build): every built page, in every language and the not-found
 * pages included, through the W3C Nu Html Checker (npm `vnu-jar`, on this machine's Java), in
 * one run. It fails on any HTML error, and on a page the route list expects but the build lacks;
 * the checker's CSS messages are set aside (scripts/lib/html-check.ts says why).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { prerenderPaths } from '../src/app/site-paths';
import { NOT_FOUND_FILE } from '../src/content/paths';
import { localeCodes, localizedPath } from '../src/i18n/locales';
import { htmlCheckSummary, htmlErrors, type VnuMessage } from './lib/html-check';
import { outputFileFor } from './lib/html-document';

const dist = resolve(import.meta.dirname, '..', 'dist');
const require = createRequire(import.meta.url);
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');
const vnuVersion = (require('vnu-jar/package.json') as { version: string }).version;

/** Every HTML file the build wrote, so that a page outside the route list is checked too. */
function htmlFilesIn(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The pages the route list says every build has: each path in each language, and each 404 page. */
function expectedFiles(): string[] {
  return localeCodes.flatMap((locale) => [
    ...prerenderPaths.map((path) => outputFileFor(localizedPath(locale, path))),
    locale === 'en' ? NOT_FOUND_FILE : `${locale}/${NOT_FOUND_FILE}`,
  ]);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const missing = expectedFiles().filter((file) => !existsSync(join(dist, file)));
if (missing.length > 0) fail(`HTML check: not built (run npm run build:local first): ${missing.join(', ')}`);
const pages = htmlFilesIn(dist);

const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
console.log(`HTML check: Nu Html Checker ${vnuVersion} on ${pages.length} pages…`);
// Errors only (its warnings are advice); no language detection, which only ever warns.
const run = spawnSync(java, ['-jar', vnuJar, '--errors-only', '--no-langdetect', '--format', 'json', ...pages], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) fail(`HTML check: could not start ${java} (${run.error.message}); the checker needs Java 8 or newer.`);
let messages: VnuMessage[];
try {
  // The report goes to stderr; the exit code says only whether there was any message at all.
  messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
} catch {
  fail(`HTML check: the checker did not report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
}

const summary = htmlCheckSummary(pages.length, messages, dist);
if (htmlErrors(messages).length > 0) fail(summary);
console.log(summary);
