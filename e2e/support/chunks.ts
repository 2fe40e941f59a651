/**
 * Which file of the English build holds a source module, from the build's chunk graph
 * (scripts/vite/chunk-graph.ts): a test that refuses a part's download finds its chunk however the
 * chunks are placed and named.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHUNK_GRAPH_FILE, type GraphChunk } from '../../scripts/vite/chunk-graph';

const graph: GraphChunk[] = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', '..', 'dist', CHUNK_GRAPH_FILE), 'utf8'),
);

/** `assets/x-1234567.js` for `src/…/x.tsx`; throws for a module the build does not hold. */
export function chunkFileOf(module: string): string {
  const chunk = graph.find((candidate) => candidate.modules.includes(module));
  if (!chunk) throw new Error(`No chunk of the English build holds ${module}: build first (npm run build:local)`);
  return chunk.file;
}
