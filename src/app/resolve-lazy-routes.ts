import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageHandle } from './page-route';

/**
 * Loads the lazy page modules that match `pathname` and merges them into their route
 * objects, so the first browser render has the page already and hydration matches the
 * prerendered HTML (no fallback, no second title). The browser entry requests these chunks
 * together with the app (src/app/hydration-modules.ts), so this waits on files already on the way.
 * A page whose code fails to download rejects here (the route's own `lazy` would settle on a
 * retry message instead): the app then does not start, and the prerendered page stays as it is.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const handle = route.handle as Partial<PageHandle> | undefined;
      if (typeof route.lazy !== 'function' || !handle?.loadElement) return;
      route.element = await handle.loadElement();
      route.lazy = undefined;
    }),
  );
}
