/**
 * Comments say why, for the next reader: the tracker's numbers mean nothing in the code and go
 * stale with it, so no source file names an issue. The reason belongs in the comment's words.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'scripts', 'e2e', 'tests'];
const SOURCE = /\.(ts|tsx|css|md)$/;
const ISSUE_NUMBER = /\bissues? #?\d+/i;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

describe('source comments', () => {
  it('name no issue of the tracker', () => {
    const files = [
      ...FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))),
      join(root, 'firestore.rules'),
    ].filter((file) => file !== import.meta.filename);
    const naming = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ISSUE_NUMBER.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(naming).toEqual([]);
  });

  it('would see a comment that names one', () => {
    expect(
      ['// as issue 12 asked', '/* Issue #3 */', ' * (issues 4 and 5)'].map((line) => ISSUE_NUMBER.test(line)),
    ).toEqual([true, true, true]);
  });
});
