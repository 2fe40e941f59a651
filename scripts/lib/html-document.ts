/** Pure helpers that turn one rendered page into a complete HTML document. Tested on their own. */
import { gzipSync } from 'node:zlib';
import { HYDRATION_MODULES_ID } from '../../src/app/hydration-modules';

const LEADING_HEAD_TAGS =
  /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<script type="application\/ld\+json">[^<]*<\/script>)+/;

/**
 * React 19 writes a page's `<title>`, `<meta>` and `<link>` elements at the start of the
 * rendered markup; they belong in `<head>`. Splits that leading run from the app markup.
 */
export function splitHeadTags(appHtml: string): { head: string; body: string } {
  const match = LEADING_HEAD_TAGS.exec(appHtml);
  const head = match?.[0] ?? '';
  return { head, body: appHtml.slice(head.length) };
}

export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

/** The JS files and stylesheets a manifest entry needs, itself first, following static imports. */
export function chunkClosure(manifest: ViteManifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (!chunk) throw new Error(`Vite manifest has no entry "${current}"`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * What a page hydrates with, beyond what index.html already loads: `<link>` tags for its
 * stylesheets (render-blocking, as content needs them) and the JSON list of its modules that
 * the browser entry requests after the first paint (src/app/hydration-modules.ts).
 */
export function hydrationTags(
  manifest: ViteManifest,
  moduleKeys: readonly string[],
  alreadyInTemplate: ReadonlySet<string>,
): string {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of moduleKeys) {
    const closure = chunkClosure(manifest, key);
    for (const file of closure.js) if (!alreadyInTemplate.has(file)) js.add(file);
    for (const file of closure.css) if (!alreadyInTemplate.has(file)) css.add(file);
  }
  const moduleList = JSON.stringify([...js].map((file) => `/${file}`));
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="application/json" id="${HYDRATION_MODULES_ID}">${moduleList}</script>`,
  ].join('');
}

/** Files the built index.html already loads or preloads (`/assets/x.js` → `assets/x.js`). */
export function filesReferencedBy(templateHtml: string): Set<string> {
  const files = new Set<string>();
  for (const match of templateHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)) {
    if (match[1]) files.add(match[1]);
  }
  return files;
}

/** The stylesheet links of a template, in order: each tag with the whitespace before it, and its file (`assets/x.css`). */
function stylesheetLinks(template: string): { tag: string; file: string }[] {
  return [...template.matchAll(/\s*<link rel="stylesheet"[^>]*\bhref="\/([^"]+)"[^>]*>/g)].map(([tag, file = '']) => ({
    tag,
    file,
  }));
}

/**
 * Moves the stylesheet links Vite appends to the end of <head> up to just after the viewport
 * meta: the render-blocking CSS is then the first thing the browser asks for after the HTML,
 * ahead of fonts and scripts.
 */
export function stylesheetsFirst(template: string): string {
  const stylesheets = stylesheetLinks(template).map(({ tag }) => tag);
  if (stylesheets.length === 0) return template;
  const withoutStylesheets = stylesheets.reduce((html, tag) => html.replace(tag, ''), template);
  const viewport = /<meta name="viewport"[^>]*>/.exec(withoutStylesheets);
  if (!viewport) throw new Error('index.html has no viewport meta to anchor the stylesheets after');
  const at = viewport.index + viewport[0].length;
  return withoutStylesheets.slice(0, at) + stylesheets.join('') + withoutStylesheets.slice(at);
}

/** The text of the stylesheets a template links, in order. `readAsset` reads a built file (`assets/x.css`). */
export function linkedStylesheetText(template: string, readAsset: (file: string) => string): string {
  return stylesheetLinks(template)
    .map(({ file }) => readAsset(file))
    .join('\n');
}

/**
 * Preloads for the font files a page draws (scripts/lib/page-faces.ts): the browser asks for them
 * with the stylesheet instead of once it has applied. Fonts are fetched in CORS mode, so the
 * preload must be too, or the browser downloads the file a second time.
 */
export function fontPreloadTags(files: readonly string[]): string {
  return files
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin=""/>`)
    .join('');
}

/**
 * What a server sends in its first round trip on a new connection: TCP starts with a window of
 * ten segments of 1,460 bytes (RFC 6928) and waits for their acknowledgement before sending more.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/**
 * Whether a page's HTML, compressed as Hosting serves it, needs more than the first round trip.
 * Such a page carries its stylesheet inline (inlineStylesheets): the CSS rides in the round trips
 * the HTML takes anyway, instead of a request of its own. A page that fits in the first round trip
 * keeps the link: inline, the stylesheet would add the round trip it saves, and as a file it is
 * downloaded once for every page.
 */
export function isPastFirstRoundTrip(html: string): boolean {
  return gzipSync(html, { level: 9 }).length > FIRST_ROUND_TRIP_BYTES;
}

/**
 * Puts the stylesheets Vite links from index.html into the page itself, as one `<style>` at the
 * end of <head>: the first paint then waits for no request beyond the HTML (isPastFirstRoundTrip
 * says for which pages that saves a round trip), and every preload and script above it is already
 * on its way. `readAsset` gives a built file's text (`assets/x.css`). The stylesheet
 * must name its fonts and images by absolute URL: in the page, a relative one would resolve
 * against the page's address. The Content-Security-Policy allows the `<style>` by its hash
 * (scripts/lib/inline-code.ts).
 */
export function inlineStylesheets(template: string, readAsset: (file: string) => string): string {
  const links = stylesheetLinks(template);
  if (links.length === 0) return template;
  const css = links.map(({ file }) => {
    const text = readAsset(file);
    if (/<\/style/i.test(text)) throw new Error(`${file} contains "</style", which would end the inline <style>`);
    // The quote, when there is one, is part of the syntax: what follows it is the address.
    const relative = /url\(\s*["']?(?!["'])(?![a-z]+:|\/|#)[^)]*\)/i.exec(text);
    if (relative) throw new Error(`${file} has a relative ${relative[0]}, which would break once inline`);
    return text.trim();
  });
  const withoutLinks = links.reduce((html, { tag }) => html.replace(tag, ''), template);
  if (!withoutLinks.includes('</head>')) throw new Error('index.html has no </head> to put the stylesheet before');
  return withoutLinks.replace('</head>', () => `<style>${css.join('\n')}</style>\n</head>`);
}

/**
 * Puts the browser entry (src/main.tsx, a self-contained module of about 1.5 KB) into the page,
 * where Vite linked it: `<script type="module">` with the code itself. A module script runs after
 * the parse whether it is linked or inline, so nothing waits for it either way; inline, it is no
 * request of its own, which on a slow connection is a round trip (a new connection on HTTP/1.1)
 * less before the page can start its app. Its text must be safe inside a `<script>` element, and
 * it must import nothing statically (a relative import would resolve against the page's address).
 * The Content-Security-Policy allows it by its hash (scripts/lib/inline-code.ts).
 */
export function inlineEntryScript(template: string, entryFile: string, readAsset: (file: string) => string): string {
  const tag = `<script type="module" crossorigin src="/${entryFile}"></script>`;
  const links = template.split(tag).length - 1;
  if (links !== 1) throw new Error(`index.html should link ${entryFile} once, found ${links}`);
  const code = readAsset(entryFile).trim();
  if (/<\/script|<!--|<script/i.test(code)) {
    throw new Error(`${entryFile} contains "</script", "<script" or "<!--", which a <script> element cannot hold`);
  }
  if (/(?:^|[;}])\s*import\s*(?:["'`{*]|[\w$]+\s*(?:,|from\b))|\bexport\s*[{*]/.test(code)) {
    throw new Error(`${entryFile} imports or exports statically, so it cannot run inline`);
  }
  return template.replace(tag, () => `<script type="module">${code}</script>`);
}

export function fillTemplate(template: string, parts: { head: string; body: string }): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder');
  }
  return template.replace('<!--app-head-->', () => parts.head).replace('<!--app-html-->', () => parts.body);
}

/** A page for a path that only forwards: Hosting redirects it first; this is the fallback. */
export function redirectDocument(location: string): string {
  const escaped = location.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0; url=${escaped}"><link rel="canonical" href="${escaped}"><meta name="robots" content="noindex"></head><body><p>This page has moved to <a href="${escaped}">${escaped}</a>.</p></body></html>`;
}

/** `/` → `index.html`, `/gallery/page-1` → `gallery/page-1/index.html`. */
export function outputFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/** One page in every language: its URL per language, and the URL for any other language. */
interface SitemapPage {
  alternates: readonly { hreflang: string; url: string }[];
  xDefault: string;
}

/**
 * sitemap.xml for the public pages, absolute URLs on the site's public address: every
 * language's URL of a page is listed, each with the page's alternates in all languages.
 */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap(({ alternates, xDefault }) => {
    const links = [
      ...alternates.map(({ hreflang, url }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xDefault}"/>`,
    ].join('');
    return alternates.map(({ url }) => `  <url><loc>${url}</loc>${links}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The document's language and direction: `<html lang="ar" dir="rtl">`. English keeps index.html's `<html lang="en">`. */
export function withDocumentLocale(template: string, locale: { code: string; dir: string }): string {
  if (locale.code === 'en') return template;
  if (!template.includes('<html lang="en">')) throw new Error('index.html lost its <html lang="en">');
  return template.replace('<html lang="en">', `<html lang="${locale.code}" dir="${locale.dir}">`);
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
