/**
 * What a page loads after its first load, without the visitor doing anything: the parts its code
 * starts on its own once it has painted (the link prefetcher, the footer's opening line, the read
 * of the live changes, the change lines), found as a browser finds them. A part counts on a page
 * when its chunk is already there or a chunk there imports it dynamically; what it costs is its
 * chunk and every chunk that one imports, transitively, that the page does not have yet, and
 * each `fetch` its code makes. Read from the build's chunk graph (scripts/vite/chunk-graph.ts).
 */
import type { GraphChunk } from '../vite/chunk-graph';

export interface PostPaintPart {
  /** The part's source module, from the project's root. */
  module: string;
  /** Requests its code makes that are not chunks (a REST read is one). */
  fetches?: readonly string[];
  /** Set for a part only some visitors get, said as who they are; the others get it always. */
  onlyFor?: string;
}

export interface PostPaintLoad {
  /** The chunks fetched after the first load, in the order they are found. */
  chunks: string[];
  /** The other requests: each fetch of each part that runs. */
  fetches: string[];
  /** The parts that run on the page. */
  parts: PostPaintPart[];
}

function chunkIndex(graph: readonly GraphChunk[]) {
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const fileOf = new Map(graph.flatMap((chunk) => chunk.modules.map((module) => [module, chunk.file] as const)));
  return { byFile, fileOf };
}

/** `files` and every chunk they import statically, transitively, added to `into`; returns the ones added. */
function addWithImports(files: readonly string[], into: Set<string>, byFile: Map<string, GraphChunk>): string[] {
  const added: string[] = [];
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.shift() as string;
    if (into.has(file)) continue;
    into.add(file);
    added.push(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return added;
}

/**
 * The post-paint load of a page whose first load is `firstLoad` (its files, from the page's HTML).
 * A part whose module is in no chunk of this build is left out (the language offer is only in
 * the English one): the budget checks that each is somewhere (`partsMissingFrom`).
 */
export function postPaintLoad(
  graph: readonly GraphChunk[],
  firstLoad: readonly string[],
  parts: readonly PostPaintPart[],
): PostPaintLoad {
  const { byFile, fileOf } = chunkIndex(graph);
  const loaded = new Set<string>();
  addWithImports(firstLoad, loaded, byFile);
  const load: PostPaintLoad = { chunks: [], fetches: [], parts: [] };
  const waiting = parts.flatMap((part) => {
    const file = fileOf.get(part.module);
    return file ? [{ part, file }] : [];
  });
  // A part may be reached through another's chunk (the opening line starts the read): go round
  // until no part is left that the page's chunks reach.
  for (let isGrowing = true; isGrowing; ) {
    isGrowing = false;
    for (const candidate of [...waiting]) {
      const isReached =
        loaded.has(candidate.file) ||
        [...loaded].some((file) => byFile.get(file)?.dynamicImports.includes(candidate.file));
      if (!isReached) continue;
      waiting.splice(waiting.indexOf(candidate), 1);
      load.parts.push(candidate.part);
      load.chunks.push(...addWithImports([candidate.file], loaded, byFile));
      load.fetches.push(...(candidate.part.fetches ?? []));
      isGrowing = true;
    }
  }
  return load;
}

/** The parts whose module is in none of these builds' chunks: renamed or moved, and to be named anew. */
export function partsMissingFrom(
  graphs: readonly (readonly GraphChunk[])[],
  parts: readonly PostPaintPart[],
): string[] {
  const modules = new Set(graphs.flatMap((graph) => graph.flatMap((chunk) => chunk.modules)));
  return parts.filter((part) => !modules.has(part.module)).map((part) => part.module);
}
