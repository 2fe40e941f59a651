// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { convert } from 'fontverter';
import { parse } from 'opentype.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSET_FONTS, writeSubsetFonts } from './font-subset';

const require = createRequire(import.meta.url);
let outDir: string;
let files: string[];

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'font-subset-'));
  files = await writeSubsetFonts(outDir);
}, 60_000);

afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('writeSubsetFonts', () => {
  it.each(SUBSET_FONTS.map((font, index) => [font.name, index] as const))(
    '%s keeps a glyph for every character of the site and is smaller than the source',
    async (_name, index) => {
      const subset = await readFile(files[index] ?? '');
      const original = await readFile(require.resolve(SUBSET_FONTS[index]?.source ?? ''));
      expect(subset.length).toBeLessThan(original.length * 0.9);

      const sfnt = await convert(subset, 'sfnt');
      const font = parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
      const missing = [...(SUBSET_FONTS[index]?.characters ?? '')].filter(
        (character) => font.charToGlyphIndex(character) === 0,
      );
      expect(missing).toEqual([]);
    },
  );

  it('reuses an up-to-date subset instead of writing it again', async () => {
    const before = await readFile(files[0] ?? '');
    const again = await writeSubsetFonts(outDir);
    expect(await readFile(again[0] ?? '')).toEqual(before);
  });
});
