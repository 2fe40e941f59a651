import { preload } from 'react-dom';
import { firstScreenFonts } from '@/content/first-screen-fonts';

/**
 * Asks for the faces every first screen uses (src/content/first-screen-fonts.ts, per language)
 * from the document head, so they arrive with the CSS rather than after it. The other weights
 * load on demand. React hoists the links into <head>; the prerender moves them there in the
 * static HTML.
 */
export function preloadFirstScreenFonts() {
  for (const href of firstScreenFonts) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
