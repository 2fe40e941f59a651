/**
 * Writes every route as static HTML: reads the client build's index.html and manifest,
 * renders each path with the server build, moves the page's title and meta into <head>,
 * puts the small browser entry into every page,
 * puts the stylesheet in a page whose HTML needs more than one round trip anyway,
 * preloads the font files the page draws (scripts/lib/page-faces.ts),
 * lists the modules the page hydrates with (the browser asks for them after the first
 * paint) and the words it formatted (the browser hydrates with them), adds the page-wide
 * note for a form submitted before the app starts, and writes
 * dist/<path>/index.html and 404.html, then sitemap.xml and robots.txt from the same route list.
 * It does so for every language (scripts/build-site.ts built one server entry per language):
 * English at the root, French under dist/fr/, Arabic under dist/ar/, with each language's own
 * scripts and stylesheets copied into dist/assets/ beside the English ones.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withAppStartNote } from '../src/before-start/app-start-note';
import { type LocaleCode, localeCodes, localizedPath } from '../src/i18n/locales';
import {
  filesReferencedBy,
  fillTemplate,
  fontPreloadTags,
  hydrationTags,
  inlineEntryScript,
  inlineStylesheets,
  isPastFirstRoundTrip,
  linkedStylesheetText,
  outputFileFor,
  redirectDocument,
  robotsTxt,
  sitemapXml,
  splitHeadTags,
  stylesheetsFirst,
  type ViteManifest,
  withDocumentLocale,
} from './lib/html-document';
import { facesDrawnBy, siteFontsOf } from './lib/page-faces';

const root = resolve(import.meta.dirname, '..');
const siteDir = join(root, 'dist');
/** The app's own entry in the client build (vite.config.ts), as the Vite manifest names it. */
const APP_ENTRY = 'src/app/start-app.tsx';
/** The browser entry (src/main.tsx), as the Vite manifest names it: by the page that loads it. */
const HTML_ENTRY = 'index.html';

type ServerEntry = typeof import('../src/entry-server');

/** The browser build of a language: English builds straight into dist/, the others beside it. */
const clientDirOf = (locale: LocaleCode) => (locale === 'en' ? siteDir : join(root, 'dist-locales', locale));

async function prerenderLocale(locale: LocaleCode) {
  const clientDir = clientDirOf(locale);
  const server: ServerEntry = await import(pathToFileURL(join(root, 'dist-ssr', locale, 'entry-server.js')).href);
  if (server.pageLocale.code !== locale)
    throw new Error(`dist-ssr/${locale} holds the ${server.pageLocale.code} build`);
  const built = withDocumentLocale(
    withAppStartNote(await readFile(join(clientDir, 'index.html'), 'utf8'), server.appStartMessages),
    server.pageLocale,
  );
  const manifest: ViteManifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  // Read before the entry and the stylesheet go inline: a page's modules never link them a second time.
  const inTemplate = filesReferencedBy(built);
  const readAsset = (file: string) => readFileSync(join(clientDir, file), 'utf8');
  const entry = manifest[HTML_ENTRY];
  if (!entry) throw new Error(`the Vite manifest has no ${HTML_ENTRY}`);
  if (entry.imports?.length) throw new Error(`src/main.tsx imports ${entry.imports.join(', ')}: it must stay one file`);
  const withEntry = inlineEntryScript(built, entry.file, readAsset);
  const linkedTemplate = stylesheetsFirst(withEntry);
  const inlinedTemplate = inlineStylesheets(withEntry, readAsset);
  const siteFonts = siteFontsOf(linkedStylesheetText(withEntry, readAsset));
  if (clientDir !== siteDir) await cp(join(clientDir, 'assets'), join(siteDir, 'assets'), { recursive: true });

  const jobs = [
    ...server.prerenderPaths.map((path) => ({ path, file: outputFileFor(server.pagePath(path)) })),
    {
      path: server.NOT_FOUND_PROBE_PATH,
      file: server.pageLocale.basePath
        ? `${server.pageLocale.basePath.slice(1)}/${server.NOT_FOUND_FILE}`
        : server.NOT_FOUND_FILE,
    },
  ];

  for (const { path, file } of jobs) {
    const result = await server.render(path);
    let html: string;
    if (result.kind === 'redirect') {
      html = redirectDocument(result.location);
    } else {
      if (result.status !== 200) throw new Error(`${path} rendered with status ${result.status}`);
      const { head, body } = splitHeadTags(result.html);
      if (!head.includes('<title>')) throw new Error(`${path} rendered no <title>`);
      // The app's entry first: main.tsx starts it once the page has painted.
      const modules = [APP_ENTRY, ...result.pageModules];
      // Only the faces this page draws: one it does not would share the first connections.
      const faces = facesDrawnBy(body, siteFonts);
      const fontPreloads = fontPreloadTags(faces);
      const parts = {
        head:
          fontPreloads +
          head +
          server.structuredDataFor(path) +
          hydrationTags(manifest, modules, inTemplate) +
          result.formatsScript,
        body,
      };
      html = fillTemplate(linkedTemplate, parts);
      if (isPastFirstRoundTrip(html)) html = fillTemplate(inlinedTemplate, parts);
    }
    const target = join(siteDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    const note = result.kind === 'redirect' ? ` (redirect to ${result.location})` : '';
    console.log(
      `prerendered ${locale} ${path.padEnd(22)} → dist/${file.padEnd(32)} ${(html.length / 1024).toFixed(1).padStart(6)} KB${note}`,
    );
  }

  return server;
}

async function main() {
  const builds: ServerEntry[] = [];
  for (const locale of localeCodes) builds.push(await prerenderLocale(locale));
  const [english] = builds;
  if (!english) throw new Error('no English build');
  const sitemapUrl = english.absoluteUrl('/sitemap.xml');
  const entries = english.sitemapPaths.map((path) => ({
    alternates: localeCodes.map((code) => ({ hreflang: code, url: english.absoluteUrl(localizedPath(code, path)) })),
    xDefault: english.absoluteUrl(path),
  }));
  await writeFile(join(siteDir, 'sitemap.xml'), sitemapXml(entries));
  await writeFile(join(siteDir, 'robots.txt'), robotsTxt(sitemapUrl));
  console.log(`wrote dist/sitemap.xml (${entries.length * localeCodes.length} pages) and dist/robots.txt`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
