/**
 * Dates are spelled in src/i18n/ only: one speller, tested in every language, and the formatters
 * made lazily where the first load's bytes are counted. A formatter built anywhere else in src/
 * fails here, with its file named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');

/** Where `source` builds a date formatter of its own: Intl's, or a Date's locale methods (Intl underneath). */
function dateFormatterUses(source: string): string[] {
  return source.match(/\bIntl\.DateTimeFormat\b|\.toLocale(Date|Time)?String\(/g) ?? [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('date formatters', () => {
  it('are built in src/i18n/ and nowhere else in src/', () => {
    const outside = sourceFiles(SRC)
      .map((file) => relative(SRC, file).split('\\').join('/'))
      .filter((file) => !file.startsWith('i18n/'))
      .filter((file) => dateFormatterUses(readFileSync(join(SRC, file), 'utf8')).length > 0);
    expect(outside).toEqual([]);
  });

  it('are found in the forms a new one would take', () => {
    expect(dateFormatterUses("const f = new Intl.DateTimeFormat('fr', { weekday: 'long' });")).toHaveLength(1);
    expect(dateFormatterUses('start.toLocaleDateString(locale)')).toHaveLength(1);
    expect(dateFormatterUses('start.toLocaleTimeString()')).toHaveLength(1);
    expect(dateFormatterUses('type Part = Intl.DateTimeFormatPartTypes;')).toHaveLength(0);
  });
});
