/**
 * Every page carries its stylesheet inline (scripts/lib/html-document.ts, inlineStylesheets),
 * while the Content-Security-Policy keeps `style-src 'self'`, no 'unsafe-inline': a `<style>` is
 * allowed by the sha256 of its text, and nothing else inline is. The hashes change with every
 * style edit, so they are not written into the committed firebase.json: they are read from the
 * built pages and added to the Hosting config that is served (locally) or deployed, the way the
 * immutable rule for the build's files is (scripts/lib/asset-caching.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineStyleTexts } from './first-load';
import { type FirebaseJson, withCspSources } from './local-emulators';

/** A CSP source for exactly this text of a `<style>` element: `'sha256-<base64>'`. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** The hash sources of a page's `<style>` elements, as the browser reads their text. */
export function inlineStyleSources(html: string): string[] {
  return inlineStyleTexts(html).map(styleHashSource);
}

/** The hash sources of every `<style>` in the built site's pages, each once, in a stable order. */
export async function builtInlineStyleSources(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const sources = new Set<string>();
  for (const page of pages) {
    for (const source of inlineStyleSources(await readFile(join(page.parentPath, page.name), 'utf8'))) {
      sources.add(source);
    }
  }
  return [...sources].sort();
}

/** The Hosting config whose Content-Security-Policy also allows these `<style>` hashes. */
export function withInlineStyleSources(config: FirebaseJson, sources: readonly string[]): FirebaseJson {
  return sources.length === 0 ? config : withCspSources(config, 'style-src', sources);
}
