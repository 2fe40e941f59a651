/**
 * Vite replaces a bare `import.meta.env` with an object holding every VITE_* variable of the
 * build, so one such read would ship any secret someone later puts in a VITE_ variable.
 * The browser code must read each value by its full name (`import.meta.env.VITE_X`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (which may name `import.meta.env` to explain this rule). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** Each `import.meta.env` not followed by `.NAME`: a read of the whole object. */
function wholeEnvReads(source: string): string[] {
  return [...withoutComments(source).matchAll(/import\.meta\.env(?!\.[A-Za-z_$])[^\n]{0,30}/g)].map((m) => m[0]);
}

it('recognises a whole-object read and accepts reads by name', () => {
  expect(wholeEnvReads('const env = import.meta.env;\nenv.VITE_X;')).toEqual(['import.meta.env;']);
  expect(wholeEnvReads('const { VITE_X } = import.meta.env;')).toHaveLength(1);
  expect(wholeEnvReads("import.meta.env['VITE_X']")).toHaveLength(1);
  expect(wholeEnvReads('const key = import.meta.env.VITE_FIREBASE_API_KEY; // not import.meta.env')).toEqual([]);
});

it('no browser code reads import.meta.env as a whole', () => {
  const offenders = sourceFiles('src').flatMap((file) =>
    wholeEnvReads(readFileSync(file, 'utf8')).map((read) => `${file}: ${read}`),
  );
  expect(offenders).toEqual([]);
});
