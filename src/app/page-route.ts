/**
 * Code-split page routes. The route table names each page by reference: a dynamic import of
 * its module (its own chunk) and the component it exports, whose props the route must then
 * give with the right types. The server build writes onto each such import the module's key in
 * Vite's manifest (scripts/vite/page-module-keys.ts), so the prerender can list exactly the
 * chunks a route hydrates with.
 */
import { type ComponentType, createElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { retryableLoad } from '@/lib/retryable-load';
import { PageLoadFailure } from './page-load-failure';

/** `() => import('…')` of a page module, as the route table writes it; the build adds `moduleKey`. */
type PageImport<Module> = (() => Promise<Module>) & { readonly moduleKey?: string };

/** A page that a route can render: how to load its component, and the module that holds it. */
interface LazyPage<Props extends object> {
  /** The page module's key in Vite's manifest (`src/pages/home/home-page.tsx`); not in the browser build. */
  moduleKey: string | undefined;
  load: () => Promise<ComponentType<Props>>;
}

export interface PageHandle {
  /** Key of the page's module in Vite's manifest: the prerender lists its chunks for hydration. */
  pageModule: string | undefined;
  /** The page, or a rejection if its code fails to download (the app's start needs to know). */
  loadElement: () => Promise<ReactElement>;
}

/** The props of a page that takes none: giving it any fails the type check. */
type NoProps = Record<string, never>;

/**
 * A page by reference: `lazyPage({ load: () => import('@/pages/home/home-page'), pick: (module) => module.HomePage })`.
 * The import must be written out like that, a literal path in the route table, for the build
 * to name its module (a route with no name fails the prerender).
 */
export function lazyPage<Module, Props extends object = NoProps>({
  load,
  pick,
}: {
  load: PageImport<Module>;
  /** The page's component, out of its module. */
  pick: (module: Module) => ComponentType<Props>;
}): LazyPage<Props> {
  return { moduleKey: load.moduleKey, load: () => load().then(pick) };
}

/** A page whose props are all optional may be given none; otherwise they are required. */
type PropsArgument<Props extends object> = Record<never, never> extends Props ? [props?: Props] : [props: Props];

/**
 * Route properties that lazily load `page` and render it with `props` (the gallery page
 * number, the schedule weekday).
 */
export function pageRoute<Props extends object>(
  page: LazyPage<Props>,
  ...[props]: PropsArgument<Props>
): Pick<RouteObject, 'lazy' | 'handle'> {
  const pageProps = (props ?? {}) as Props;
  const component = retryableLoad(page.load);
  const loadElement = async () => createElement(await component.attempt(), pageProps);
  const handle: PageHandle = { pageModule: page.moduleKey, loadElement };
  return {
    handle,
    lazy: async () => {
      try {
        return { element: await loadElement() };
      } catch (error) {
        // The prerender must fail loudly. In the browser, React Router would remember a
        // rejection for good (until a full reload); the route settles instead on a message
        // that retries, and shows the page once its code arrives.
        if (import.meta.env.SSR) throw error;
        return { element: createElement(PageLoadFailure<Props>, { page: component, props: pageProps }) };
      }
    },
  };
}
