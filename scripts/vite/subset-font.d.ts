// The subset-font package ships no types; this is the part of its API the font pipeline uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
    /** Keep only the glyphs of the given text, none reached through substitutions (GSUB). */
    noLayoutClosure?: boolean;
    /** Leave out the hinting instructions (TrueType bytecode, CFF hints). */
    noHinting?: boolean;
    /** The OpenType layout features (four-letter tags) to keep; all of them when left out. */
    keepFeatures?: readonly string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
