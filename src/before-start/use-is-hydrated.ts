import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the prerendered HTML (the page as it was before the app started),
 * true on every render after it: a part that works differently before the app starts renders
 * its prerendered self first, so hydration matches.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
