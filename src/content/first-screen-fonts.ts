/**
 * The faces every first screen of this language's pages draws with, preloaded from the head
 * (src/app/preload-fonts.ts): Anton for the navbar and headings, Inter regular for text and
 * Inter bold for the buttons and labels. Without its preload the bold face was asked for only
 * once the stylesheet had applied, a round trip later, so bold text swapped in later and
 * Lighthouse's mobile model put that request on the first paint's path (LCP about 100 ms later
 * on /about, /pricing, /fr/about). Preloading more on the Arabic pages measured no gain there.
 */
import antonLatin from '@subset-fonts/anton-latin-400.woff2?url';
import interLatin400 from '@subset-fonts/inter-latin-400.woff2?url';
import interLatin700 from '@subset-fonts/inter-latin-700.woff2?url';

export const firstScreenFonts: readonly string[] = [antonLatin, interLatin400, interLatin700];
