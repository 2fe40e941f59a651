/**
 * The one way to load an optional part of a page: code the page can do without (the change
 * lines, the footer's opening line, the language offer, the account menu, the desk's sections,
 * the live Book control). The part is absent while its code is on its way and if it cannot be
 * fetched: nothing is thrown, no Suspense boundary waits and no error boundary hears of it, so
 * the page stays as it was drawn. Its download remembers only success (retryable-load.ts): the
 * next page that wants the part downloads it afresh. A page's own chunk is not optional: it keeps
 * its retry screen (app/page-load-failure.tsx).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { type RetryableLoad, retryableLoad } from './retryable-load';

export type OptionalPart<Module> = RetryableLoad<Module>;

/**
 * A part's download, made once at module level and shared by every component that shows it:
 * `const rowLines = optionalPart(() => import('./row-change-lines'))`. Nothing is fetched until a
 * component wants it.
 */
export function optionalPart<Module>(download: () => Promise<Module>): OptionalPart<Module> {
  return retryableLoad(download);
}

// A failed download shows as the part's absence (or, where a part says so, through `hasFailed`).
const ignoreRejection = () => {};

/**
 * The part's module once it has arrived, else undefined. Starts the download when `isWanted`
 * (after mount: never in the prerender, and the hydration renders as the prerender did), or
 * again on a later mount after a failure.
 */
export function useOptionalPart<Module>(part: OptionalPart<Module>, isWanted = true): Module | undefined {
  const module = useSyncExternalStore(part.subscribe, part.value, () => undefined);
  useEffect(() => {
    if (isWanted) part.attempt().catch(ignoreRejection);
  }, [part, isWanted]);
  return module;
}

/** Whether the part's last download failed: for a part that says so, with a retry (the desk). */
export function useHasPartFailed(part: OptionalPart<unknown>): boolean {
  return useSyncExternalStore(part.subscribe, part.hasFailed, () => false);
}
