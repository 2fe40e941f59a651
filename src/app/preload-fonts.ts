import antonLatin from '@subset-fonts/anton-latin-400.woff2?url';
import interLatin400 from '@subset-fonts/inter-latin-400.woff2?url';
import { preload } from 'react-dom';

/**
 * Asks for the two faces every first screen uses (Anton for the navbar and headings, Inter
 * regular for text) from the document head, so they arrive with the CSS rather than after
 * it. Inter bold loads on demand. React hoists the links into <head>; the prerender moves
 * them there in the static HTML.
 */
export function preloadFirstScreenFonts() {
  for (const href of [antonLatin, interLatin400]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
