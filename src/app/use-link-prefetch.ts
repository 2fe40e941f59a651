import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { isDataScarce, pageLoadsFor, watchLinks } from './link-prefetch';

const ignoreFailure = () => {};

/**
 * Prefetches the pages that the links of the document lead to (src/app/link-prefetch.ts). It
 * starts in an effect, so only once the page has hydrated: it never competes with the first
 * load. The router's own route table and basename come from its context, because the route
 * table (src/app/routes.tsx) imports the layout that calls this.
 */
export function useLinkPrefetch() {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dataRouter) return;
    const { router, basename } = dataRouter;
    return watchLinks(async (link) => {
      // Asked again at each link: a visitor may turn on the data saver, or move into 2G, at any time.
      if (isDataScarce(navigator)) return;
      const loads = pageLoadsFor(link, router.routes, basename, window.location);
      await Promise.all(loads.map((load) => load().catch(ignoreFailure)));
    });
  }, [dataRouter]);
}
