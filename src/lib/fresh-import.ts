/**
 * A chunk whose download failed is downloaded afresh by the next attempt. Browsers keep a
 * module that failed to fetch as failed for the rest of the page's life (the HTML standard's
 * module map; Chromium does so since version 150, Firefox and Safari before it): importing the
 * same address again fails at once without a request, so no Retry could ever work. The build
 * writes every dynamic import of a chunk as a call to this function instead
 * (scripts/vite/fresh-import.ts); when the chunk's address fails, it asks for the same file
 * under an address the browser has not seen.
 */

/** The global the build's chunks call; one name for the build plugin and the app. */
export const FRESH_IMPORT_GLOBAL = '__i';

/** Every retry's address is new, so none meets a failure the browser remembers. */
let attempt = 0;

/**
 * Imports `specifier` (a chunk beside this one: every chunk is in the same folder, so it
 * resolves as it would in the chunk that asks); if that fails, once more under a new address.
 */
export function freshImport(specifier: string): Promise<unknown> {
  return import(/* @vite-ignore */ specifier).catch(() => import(/* @vite-ignore */ `${specifier}?${++attempt}`));
}

declare global {
  /** `freshImport`, as the build's chunks call it (src/app/start-app.tsx sets it): short, for it stands in for every dynamic import. */
  var __i: typeof freshImport;
}
