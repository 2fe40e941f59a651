/**
 * Pages carry some code inline: every page its browser entry (a `<script type="module">`,
 * scripts/lib/html-document.ts, inlineEntryScript), a page too big for one round trip its
 * stylesheet (a `<style>`, inlineStylesheets). The Content-Security-Policy keeps `script-src
 * 'self'` and `style-src 'self'`, no 'unsafe-inline': each inline element is allowed by the
 * sha256 of its text, and nothing else inline is. The hashes change with every code or style
 * edit, so they are not written into the committed firebase.json: they are read from the built
 * pages and added to the Hosting config that is served (locally) or deployed, the way the
 * immutable rule for the build's files is (scripts/lib/asset-caching.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineScriptTexts, inlineStyleTexts } from './first-load';
import { type FirebaseJson, withCspSources } from './local-emulators';

/** A CSP source for exactly this text of an inline element: `'sha256-<base64>'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of a page's `<style>` elements, as the browser reads their text. */
export function inlineStyleSources(html: string): string[] {
  return inlineStyleTexts(html).map(hashSource);
}

/** The hash sources of a page's inline scripts that run (not its JSON data blocks). */
export function inlineScriptSources(html: string): string[] {
  return inlineScriptTexts(html).map(hashSource);
}

interface InlineSources {
  styles: string[];
  scripts: string[];
}

/** The hash sources of every inline `<style>` and script in the built site's pages, each once, in a stable order. */
export async function builtInlineSources(distDir: string): Promise<InlineSources> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const page of pages) {
    const html = await readFile(join(page.parentPath, page.name), 'utf8');
    for (const source of inlineStyleSources(html)) styles.add(source);
    for (const source of inlineScriptSources(html)) scripts.add(source);
  }
  return { styles: [...styles].sort(), scripts: [...scripts].sort() };
}

/** The Hosting config whose Content-Security-Policy also allows these inline styles and scripts. */
export function withInlineSources(config: FirebaseJson, sources: InlineSources): FirebaseJson {
  const withStyles = sources.styles.length === 0 ? config : withCspSources(config, 'style-src', sources.styles);
  return sources.scripts.length === 0 ? withStyles : withCspSources(withStyles, 'script-src', sources.scripts);
}
