/**
 * Names the module behind each page import of the route table. The table imports every page by
 * reference (`() => import('@/pages/home/home-page')`, src/app/page-route.ts); the prerender needs
 * that module's key in Vite's manifest (`src/pages/home/home-page.tsx`) to list the chunks a
 * page hydrates with. This writes the key onto the import function, worked out from the very
 * path it imports, so the two cannot disagree and no one spells the key by hand.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The route table, whose page imports this names (relative to the project's root). */
const ROUTE_TABLE = 'src/app/routes.tsx';

/**
 * A page import as the route table writes it: an arrow with no parameters whose whole body is
 * the import of a literal path (so that wrapping the arrow wraps nothing else).
 */
const PAGE_IMPORT = /\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)(?=\s*[,)}])/g;
/** Any dynamic import, written as the table writes them or otherwise. */
const ANY_IMPORT = /\bimport\s*\(/g;

/**
 * `code` with each `() => import('path')` wrapped so that the function carries `moduleKey`, the
 * manifest key `keyOf(path)` gives. Throws for a dynamic import written any other way: it
 * would reach the prerender without a key.
 */
export async function withPageModuleKeys(code: string, keyOf: (path: string) => Promise<string>): Promise<string> {
  const pageImports = [...code.matchAll(PAGE_IMPORT)];
  const allImports = code.match(ANY_IMPORT)?.length ?? 0;
  if (allImports !== pageImports.length) {
    throw new Error(
      `${ROUTE_TABLE} has ${allImports - pageImports.length} dynamic import(s) not written as ` +
        "`load: () => import('<literal path>')`: the prerender could not name their modules",
    );
  }
  const keys = await Promise.all(pageImports.map(([, , path = '']) => keyOf(path)));
  let index = 0;
  return code.replace(PAGE_IMPORT, (pageImport) => {
    const key = keys[index++];
    return `Object.assign(${pageImport}, { moduleKey: ${JSON.stringify(key)} })`;
  });
}

/** The manifest's key for a module file: its path from the project's root, with forward slashes. */
export function manifestKeyOf(file: string, root: string): string {
  const key = relative(root, file);
  if (key.startsWith('..') || isAbsolute(key)) throw new Error(`${file} is outside the project (${root})`);
  return key.split(sep).join('/');
}

export function pageModuleKeys(): Plugin {
  let root = process.cwd();
  return {
    name: 'rivage:page-module-keys',
    // Only the server build (the prerender reads the keys) and the dev server and tests: the
    // browser never reads them, and every page's first load would carry them.
    apply: (_, { command, isSsrBuild }) => command !== 'build' || Boolean(isSsrBuild),
    // Before the TypeScript is compiled away, on the table's own text.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id.split('?')[0] !== resolve(root, ROUTE_TABLE)) return null;
      const named = await withPageModuleKeys(code, async (path) => {
        const resolved = await this.resolve(path, id);
        if (!resolved || resolved.external)
          throw new Error(`${ROUTE_TABLE} imports ${path}, which is not in the build`);
        return manifestKeyOf(resolved.id.split('?')[0] ?? resolved.id, root);
      });
      // The same lines as the source: stack traces and coverage still point at the right place.
      return { code: named, map: null };
    },
  };
}
