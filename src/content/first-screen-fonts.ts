/**
 * The faces every first screen of this language's pages draws with, preloaded from the head
 * (src/app/preload-fonts.ts): Anton for the navbar and headings, Inter regular for text.
 */
import antonLatin from '@subset-fonts/anton-latin-400.woff2?url';
import interLatin400 from '@subset-fonts/inter-latin-400.woff2?url';

export const firstScreenFonts: readonly string[] = [antonLatin, interLatin400];
