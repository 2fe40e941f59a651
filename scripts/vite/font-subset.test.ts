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

describe('layout features', () => {
  const featureTags = async (name: string) => {
    const index = SUBSET_FONTS.findIndex((font) => font.name === name);
    const sfnt = await convert(await readFile(files[index] ?? ''), 'sfnt');
    const font = parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
    const tables = font.tables as { gpos?: { features?: { tag: string }[] }; gsub?: { features?: { tag: string }[] } };
    return [...(tables.gpos?.features ?? []), ...(tables.gsub?.features ?? [])].map((feature) => feature.tag);
  };

  it('keeps kerning in Anton, whose display capitals show it, and nothing more', async () => {
    expect(new Set(await featureTags('anton-latin-400'))).toEqual(new Set(['kern']));
  });

  it('keeps no layout feature in Inter, the text face', async () => {
    expect(await featureTags('inter-latin-400')).toEqual([]);
    expect(await featureTags('inter-latin-700')).toEqual([]);
  });
});
