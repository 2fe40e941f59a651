/**
 * Font subsetting for the two self-hosted typefaces. The @fontsource files carry every
 * OpenType feature and alternate of Anton and Inter; the site needs their Latin letters,
 * digits and punctuation with the default features (kerning, ligatures). The plugin writes
 * those subsets once to node_modules/.cache/fonts (reused while the sources and the character
 * list are unchanged) and points the `@subset-fonts/` alias there, so the stylesheets name them
 * like any other asset. About a third fewer bytes for Inter,
 * a half for Anton.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

function range(from: number, to: number): string {
  let text = '';
  for (let code = from; code <= to; code += 1) text += String.fromCharCode(code);
  return text;
}

/**
 * Every character the Latin fonts keep: printable ASCII, the letters of French with their
 * accents (also those of names such as Béja or Chédly), French quotation marks, and the
 * typographic marks and signs the copy uses. Not the rest of Latin-1 (ñ, ß, ø, fractions…): each
 * letter costs its glyph and its kerning pairs, and every page's first screen waits for these
 * files (Inter 13.2 → 10.5 KB a weight). Text outside this set still shows, in the fallback
 * font; `npm run budget` fails on any such character in the built pages and names it.
 */
// (U+00AD, the invisible soft hyphen, has no glyph in Inter and needs none.)
// (Capital Ÿ, in a few place names only, is not in the fonts' Latin files.)
const FRENCH_LETTERS = 'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜ';
export const FONT_CHARACTERS = `${range(0x20, 0x7e)}\u00a0${FRENCH_LETTERS}«»©®°‘’‚“”„–—…•·€™×−‹›`;

/**
 * The Arabic pages' characters: the letters of Modern Standard Arabic and the Maghreb's extra
 * ones (ڤ, پ, چ, گ), vowel marks, tatweel, Arabic punctuation, Arabic-Indic digits and
 * separators. Their Latin letters and digits come from Anton and Inter, next in the Arabic
 * pages' font stacks.
 */
export const ARABIC_FONT_CHARACTERS = `،؛؟${range(0x0621, 0x063a)}${range(0x0640, 0x0652)}${range(0x0660, 0x066c)}ٰپچڤگ`;

/**
 * The Arabic text faces also draw the spaces between Arabic words (their unicode-range says so,
 * in src/content/ar/locale-fonts.css). Otherwise the spaces of a bold Arabic sentence come from
 * the next face in the stack, Inter bold, and every Arabic page has to download Inter bold for
 * them. The display face leaves its spaces to Anton, which every page draws anyway (the logo):
 * Kufi's are half as wide again, and the navbar's links no longer fit on one line at 1024 px.
 */
const ARABIC_FACE_CHARACTERS = `${ARABIC_FONT_CHARACTERS} \u00a0`;

/**
 * Inter keeps no OpenType layout features, not even kerning. Its kerning table was 11 KB of the
 * 27 KB a face took once subset (3.2 KB of each compressed file), and Inter only draws text,
 * mostly at 14–18 px and never above 24, where its even spacing reads well unkerned: side by
 * side, a paragraph differs by a pixel here and there. Without it each face is 7.3 KB instead
 * of 10.5, small enough for the first screen's files to arrive in one round trip after their
 * connections open on Lighthouse's slow mobile network (LCP /about 1.21 → 1.07 s; `npm run
 * budget` holds the size). Its other features (contextual alternates, fractions, tabular
 * figures) reach glyphs the subset leaves out, and the site uses none. To put kerning back,
 * make this `['kern']` (and raise the budget's limit for Latin faces).
 */
const INTER_LAYOUT_FEATURES: string[] = [];

export const SUBSET_FONTS = [
  {
    name: 'anton-latin-400',
    latinOnly: true,
    // Its hinting (instructions that fit outlines to the pixel grid at small sizes, used by
    // Windows alone) is 40% of the file; Anton only draws display text, large enough without it.
    noHinting: true,
    // Kerning shows in capitals this large (AV, TO, LT), so Anton keeps it.
    layoutFeatures: ['kern'],
    source: '@fontsource/anton/files/anton-latin-400-normal.woff2',
    characters: FONT_CHARACTERS,
  },
  {
    name: 'inter-latin-400',
    latinOnly: true,
    layoutFeatures: INTER_LAYOUT_FEATURES,
    source: '@fontsource/inter/files/inter-latin-400-normal.woff2',
    characters: FONT_CHARACTERS,
  },
  {
    name: 'inter-latin-700',
    latinOnly: true,
    layoutFeatures: INTER_LAYOUT_FEATURES,
    source: '@fontsource/inter/files/inter-latin-700-normal.woff2',
    characters: FONT_CHARACTERS,
  },
  // Loaded by the Arabic pages only (src/content/ar/locale-fonts.css). They keep every layout
  // feature: Arabic needs its shaping tables, and without ccmp a shadda or kasra takes room of its
  // own (209 of the site's 227 words with vowel marks rendered wider when it was tried). So the
  // text faces stay past what arrives in one round trip (about 7.5 KB of font), even subset to
  // the pages' own characters (8.2 and 8.6 KB), and the Arabic pages' LCP waits for them.
  {
    name: 'noto-kufi-arabic-700',
    source: '@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2',
    characters: ARABIC_FONT_CHARACTERS,
  },
  {
    name: 'noto-sans-arabic-400',
    source: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
    characters: ARABIC_FACE_CHARACTERS,
  },
  {
    name: 'noto-sans-arabic-700',
    source: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2',
    characters: ARABIC_FACE_CHARACTERS,
  },
] as const;

const SUBSET_FONTS_ALIAS = '@subset-fonts';

/** Writes each subset to `outDir` unless an up-to-date one is there; returns the file paths. */
export async function writeSubsetFonts(outDir: string, root = process.cwd()): Promise<string[]> {
  const require = createRequire(join(root, 'package.json'));
  await mkdir(outDir, { recursive: true });
  return Promise.all(
    SUBSET_FONTS.map(async (font) => {
      const { name, source, characters } = font;
      // Latin text needs no glyph that only a substitution reaches (Inter's contextual
      // alternates, Anton's ligatures): leaving them out saves a quarter of Inter's bytes, and
      // kerning stays. Arabic letters take their joined forms by substitution, so its faces
      // keep them all.
      const noLayoutClosure = 'latinOnly' in font && font.latinOnly;
      const noHinting = 'noHinting' in font && font.noHinting;
      // Every feature the source has, unless the font names the ones to keep.
      const keepFeatures = 'layoutFeatures' in font ? font.layoutFeatures : undefined;
      const original = await readFile(require.resolve(source));
      const key = createHash('sha256')
        .update(original)
        .update(characters)
        .update(String(noLayoutClosure))
        .update(String(noHinting))
        .update(JSON.stringify(keepFeatures ?? 'all'))
        .digest('hex')
        .slice(0, 16);
      const target = join(outDir, `${name}.woff2`);
      const keyFile = `${target}.key`;
      if (existsSync(target) && existsSync(keyFile) && (await readFile(keyFile, 'utf8')) === key) return target;
      const subset = await subsetFont(original, characters, {
        targetFormat: 'woff2',
        noLayoutClosure,
        noHinting,
        keepFeatures,
      });
      // Write then rename, so a parallel build never reads half a file.
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, subset);
      await rename(partial, target);
      await writeFile(keyFile, key);
      return target;
    }),
  );
}

export function fontSubset(): Plugin {
  return {
    name: 'rivage:font-subset',
    enforce: 'pre',
    async config(config) {
      const root = resolve(config.root ?? process.cwd());
      const outDir = join(root, 'node_modules', '.cache', 'fonts');
      await writeSubsetFonts(outDir, root);
      return { resolve: { alias: { [SUBSET_FONTS_ALIAS]: outDir } } };
    },
  };
}
