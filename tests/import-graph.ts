/**
 * The import graph of the site's source (src/, test files left out): every import, export-from
 * and dynamic import, type-only ones included, resolved to the file it names. Used by
 * tests/import-floors.test.ts to hold the floors of the house (shared/STYLE.md) and to find circles.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportEdge {
  /** Both paths relative to src/, e.g. `timetable/calendar.ts`. */
  from: string;
  to: string;
}

const IMPORT_SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm;

/** The code without its comments, which may show an import as an example. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** The specifiers a module's text imports, in order (side-effect imports included). */
export function importSpecifiers(source: string): string[] {
  return [...withoutComments(source).matchAll(IMPORT_SPECIFIERS)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file a specifier names (`@/x`, `./x`, with or without extension or `?query`), or null for a package. */
function resolveSpecifier(srcDir: string, specifier: string, importer: string): string | null {
  const bare = specifier.split('?')[0] ?? '';
  let base: string;
  if (bare.startsWith('@/')) base = join(srcDir, bare.slice(2));
  else if (bare.startsWith('.')) base = resolve(dirname(importer), bare);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(srcDir, importer)} imports "${specifier}", which names no file`);
}

export function importGraph(srcDir: string): ImportEdge[] {
  return sourceFiles(srcDir).flatMap((file) =>
    importSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = resolveSpecifier(srcDir, specifier, file);
      // A translation names its own type (`typeof import('./site')`, content/translation.ts): no circle.
      return target && target !== file ? [{ from: relative(srcDir, file), to: relative(srcDir, target) }] : [];
    }),
  );
}

/** Every circle of imports: each group of two or more files that reach one another. */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const file of new Set(edges.flatMap(({ from, to }) => [from, to]))) if (!index.has(file)) visit(file);
  return circles;
}
