/** What a prerendered page makes the browser download before it is interactive. */
import { HYDRATION_MODULES_ID } from '../../src/app/hydration-modules';

interface FirstLoadFiles {
  js: string[];
  css: string[];
}

/**
 * Scripts, module preloads, the modules listed for hydration and stylesheets named in a
 * page's HTML (`/assets/x.js` → `assets/x.js`).
 */
export function firstLoadFiles(html: string): FirstLoadFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const listed = new RegExp(`<script type="application/json" id="${HYDRATION_MODULES_ID}">([^<]*)</script>`).exec(html);
  const hydrationModules: string[] = listed?.[1] ? JSON.parse(listed[1]) : [];
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const markup = tag[0];
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(markup)?.[1];
    if (!url) continue;
    if (tag[1] === 'script' && /type="module"/.test(markup)) js.add(url);
    else if (/rel="modulepreload"/.test(markup)) js.add(url);
    else if (/rel="stylesheet"/.test(markup)) css.add(url);
  }
  for (const url of hydrationModules) js.add(url.replace(/^\//, ''));
  return { js: [...js], css: [...css] };
}

/** The text of each of a page's `<style>` elements, exactly as the browser reads it. */
export function inlineStyleTexts(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css = '']) => css);
}

/**
 * The text of each of a page's inline scripts that run, exactly as the browser reads it: classic
 * and module scripts without a `src`, not the JSON data blocks (which CSP does not govern).
 */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => {
      if (/\bsrc=/i.test(attributes)) return false;
      const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
      return type === undefined || type === 'module' || type === 'text/javascript';
    })
    .map(([, , code = '']) => code);
}

/** A page's JavaScript that arrives inside the HTML: its inline scripts' text. */
export function inlineJs(html: string): string {
  return inlineScriptTexts(html).join('\n');
}

/** A page's stylesheet that arrives inside the HTML: its `<style>` elements' text. */
export function inlineCss(html: string): string {
  return inlineStyleTexts(html).join('\n');
}

/**
 * Strings that only the Firebase SDK ships (its Auth service hosts, its error class, its package
 * names): if one is in a file, Firebase code is in it, however the bundler renamed things.
 * Firestore's host is not one of them: the public pages' one REST read of the timetable changes
 * (src/firebase/firestore-rest.ts) names it without any of the SDK; Firestore Lite is
 * still found by its error class and package name.
 */
const FIREBASE_MARKERS = [
  'identitytoolkit.googleapis.com',
  'securetoken.googleapis.com',
  'FirebaseError',
  '@firebase/',
] as const;

export function firebaseMarkersIn(code: string): string[] {
  return FIREBASE_MARKERS.filter((marker) => code.includes(marker));
}
