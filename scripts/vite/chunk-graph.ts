/**
 * Writes the browser build's chunks as a graph beside Vite's manifest (`.vite/chunk-graph.json`):
 * each chunk's file, the source modules in it, and the chunks it imports statically (fetched with
 * it) and dynamically (fetched when its code asks). The manifest alone cannot say which modules a
 * chunk group holds; the budget (scripts/lib/post-paint.ts) and the end-to-end tests need to know
 * which file carries a module, however the chunks are placed.
 */
import type { Plugin } from 'vite';
import { manifestKeyOf } from './page-module-keys';

export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

export interface GraphChunk {
  /** As the page fetches it, from the build's folder: `assets/app-1234567.js`. */
  file: string;
  /** The source modules the chunk holds, from the project's root: `src/app/start-app.tsx`. */
  modules: string[];
  imports: string[];
  dynamicImports: string[];
}

export function chunkGraph(): Plugin {
  let root = process.cwd();
  return {
    name: 'rivage:chunk-graph',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const chunks: GraphChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          modules: output.moduleIds
            .map((id) => id.split('?')[0] ?? id)
            .filter((id) => id.startsWith(root))
            .map((id) => manifestKeyOf(id, root)),
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
        });
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}
