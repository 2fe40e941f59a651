/**
 * Writes every route as static HTML: reads the client build's index.html and manifest,
 * renders each path with the server build, moves the page's title and meta into <head>,
 * lists the modules the page hydrates with (the browser asks for them after the first
 * paint), adds the page-wide note for a form submitted before the app starts, and writes
 * dist/<path>/index.html and 404.html, then sitemap.xml and robots.txt from the same route list.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withAppStartNote } from './lib/app-start-note';
import {
  filesReferencedBy,
  fillTemplate,
  hydrationTags,
  outputFileFor,
  redirectDocument,
  robotsTxt,
  sitemapXml,
  splitHeadTags,
  stylesheetsFirst,
  type ViteManifest,
} from './lib/html-document';

const root = resolve(import.meta.dirname, '..');
const clientDir = join(root, 'dist');
const serverEntry = join(root, 'dist-ssr', 'entry-server.js');
/** The app's own entry in the client build (vite.config.ts), as the Vite manifest names it. */
const APP_ENTRY = 'src/app/start-app.tsx';

type ServerEntry = typeof import('../src/entry-server');

async function main() {
  const server: ServerEntry = await import(pathToFileURL(serverEntry).href);
  const template = withAppStartNote(stylesheetsFirst(await readFile(join(clientDir, 'index.html'), 'utf8')));
  const manifest: ViteManifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const inTemplate = filesReferencedBy(template);

  const jobs = [
    ...server.prerenderPaths.map((path) => ({ path, file: outputFileFor(path) })),
    { path: server.NOT_FOUND_PROBE_PATH, file: server.NOT_FOUND_FILE },
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
      html = fillTemplate(template, {
        head: head + server.structuredDataFor(path) + hydrationTags(manifest, modules, inTemplate),
        body,
      });
    }
    const target = join(clientDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    const note = result.kind === 'redirect' ? ` (redirect to ${result.location})` : '';
    console.log(
      `prerendered ${path.padEnd(22)} → dist/${file.padEnd(32)} ${(html.length / 1024).toFixed(1).padStart(6)} KB${note}`,
    );
  }

  const sitemapUrl = server.absoluteUrl('/sitemap.xml');
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(server.sitemapPaths.map(server.absoluteUrl)));
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(sitemapUrl));
  console.log(`wrote dist/sitemap.xml (${server.sitemapPaths.length} pages) and dist/robots.txt`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
