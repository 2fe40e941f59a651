// Display lettering as outlines. The SVGs must look the same in every browser and in sharp
// without any font installed, so Anton (SIL OFL 1.1, from @fontsource/anton) is converted to
// path data here; the font file itself never ships with the art.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { el } from './svg';

const require = createRequire(import.meta.url);
const fontFile = require.resolve('@fontsource/anton/files/anton-latin-400-normal.woff');
const buffer = readFileSync(fontFile);
const anton = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));

export interface TextOptions {
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  fill: string;
  /** Extra space between letters, in ems (0.05 = 5% of the size). */
  tracking?: number;
  anchor?: 'start' | 'middle' | 'end';
}

function layout(text: string, size: number, tracking: number) {
  const scale = size / anton.unitsPerEm;
  const glyphs = anton.stringToGlyphs(text);
  const positions: number[] = [];
  let x = 0;
  glyphs.forEach((glyph, index) => {
    positions.push(x);
    const next = glyphs[index + 1];
    x += (glyph.advanceWidth ?? 0) * scale + (next ? anton.getKerningValue(glyph, next) * scale + tracking * size : 0);
  });
  return { glyphs, positions, width: x };
}

export function measureText(text: string, size: number, tracking = 0): number {
  return layout(text, size, tracking).width;
}

/** Anton's cap height as a fraction of the font size, for centring caps vertically. */
export const CAP_HEIGHT = (anton.tables.os2?.sCapHeight ?? 1434) / anton.unitsPerEm;

export function textPath(text: string, options: TextOptions): string {
  const tracking = options.tracking ?? 0;
  const { glyphs, positions, width } = layout(text, options.size, tracking);
  const shift = options.anchor === 'middle' ? width / 2 : options.anchor === 'end' ? width : 0;
  const d = glyphs
    .map((glyph, index) =>
      glyph.getPath(options.x - shift + (positions[index] ?? 0), options.y, options.size, {}, anton).toPathData(1),
    )
    .join('');
  return el('path', { d, fill: options.fill });
}
