/**
 * The site's icon goes inside every page as a `data:` URL (scripts/vite/svg-data-uri.ts), about
 * 250 bytes once compressed. As a file it was one more request on a first visit, made while
 * the stylesheet and the fonts share the connection, and a file outside the build's hashed
 * assets that every page load asked the server about again (`no-cache`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { svgDataUri } from './svg-data-uri';

/** How index.html names the icon; the plugin replaces that address with the drawing itself. */
export const FAVICON_HREF = '/src/assets/favicon.svg';

export function withInlineFavicon(html: string, svg: string): string {
  const link = `href="${FAVICON_HREF}"`;
  if (!html.includes(link)) throw new Error(`index.html has no icon link to ${FAVICON_HREF}`);
  return html.replace(link, `href="${svgDataUri(svg)}"`);
}

export function inlineFavicon(): Plugin {
  let root = process.cwd();
  return {
    name: 'rivage:inline-favicon',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => withInlineFavicon(html, await readFile(join(root, FAVICON_HREF), 'utf8')),
    },
  };
}
