/**
 * Writes each dynamic import of a chunk in the browser build (`import("./x-1234567.js")`) as a
 * call to the app's `freshImport` (src/lib/fresh-import.ts), which downloads a chunk afresh
 * after a failure: browsers remember a failed module address for the page's life. Not in the
 * server build or the dev server, where nothing is downloaded.
 */
import type { Plugin } from 'vite';
import { FRESH_IMPORT_GLOBAL } from '../../src/lib/fresh-import';

/**
 * A dynamic import of a literal address beside the chunk, in any of the bundler's quotes. The
 * file name may still hold the bundler's placeholder for its hash (`!~{0$}~`), but no `${`.
 */
const CHUNK_IMPORT = /\bimport\((["'`])(\.\/(?:(?!\$\{)[^"'`])+?\.js)\1\)/g;

export function withFreshImports(code: string): string {
  return code.replace(CHUNK_IMPORT, (_, quote: string, specifier: string) => {
    return `${FRESH_IMPORT_GLOBAL}(${quote}${specifier}${quote})`;
  });
}

export function freshImports(): Plugin {
  let isServerBuild = false;
  return {
    name: 'rivage:fresh-imports',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    generateBundle: {
      // Last: Vite finds the dynamic imports itself to preload their chunks' imports with them.
      order: 'post',
      handler(_options, bundle) {
        if (isServerBuild) return;
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withFreshImports(file.code);
        }
      },
    },
  };
}
