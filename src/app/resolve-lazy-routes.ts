import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy page modules that match `pathname` and merges them into their route
 * objects, so the first browser render has the page already and hydration matches the
 * prerendered HTML (no fallback, no second title). The browser entry requests these chunks
 * together with the app (src/app/hydration-modules.ts), so this waits on files already on the way.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}
