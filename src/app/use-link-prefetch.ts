import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';

/**
 * Starts prefetching the pages the document's links lead to (src/app/link-prefetch.ts) once the
 * page has hydrated. That code is a chunk of its own, requested only then: a first load never
 * waits for it. The router's own routes and basename come from its context, because the route
 * table (src/app/routes.tsx) imports the layout that calls this.
 */
export function useLinkPrefetch() {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dataRouter) return;
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    import('./link-prefetch').then(
      ({ prefetchLinkedPages }) => {
        if (!isUnmounted) stop = prefetchLinkedPages(dataRouter.router.routes, dataRouter.basename);
      },
      // Offline: the links work as they always do, only without the head start.
      () => {},
    );
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, [dataRouter]);
}
