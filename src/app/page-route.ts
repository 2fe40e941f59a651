/**
 * Code-split page routes. Each page folder holds `<folder>-page.tsx` exporting
 * `<Folder>Page` (sign-in → SignInPage). Vite turns every such module into its own chunk;
 * `handle.pageModule` names the source file, which is also its key in Vite's build manifest,
 * so the prerender can preload exactly the chunks a route hydrates with.
 */
import { type ComponentType, createElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { retryableLoad } from '@/lib/retryable-load';
import { PageLoadFailure } from './page-load-failure';

type PageModule = Record<string, unknown>;

const pageModules = import.meta.glob<PageModule>('/src/pages/*/*-page.tsx');

export type PageProps = Record<string, unknown>;

export interface PageHandle {
  pageModule: string;
  /** The page, or a rejection if its code fails to download (the app's start needs to know). */
  loadElement: () => Promise<ReactElement>;
}

function pascalCase(folder: string): string {
  return folder
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export function pageModulePath(folder: string): string {
  return `src/pages/${folder}/${folder}-page.tsx`;
}

export function pageComponentName(folder: string): string {
  return `${pascalCase(folder)}Page`;
}

/**
 * Route properties that lazily load the page in `src/pages/<folder>/` and render its
 * component with `props` (the gallery page number, the schedule weekday).
 */
export function pageRoute(folder: string, props: PageProps = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const modulePath = pageModulePath(folder);
  const load = pageModules[`/${modulePath}`];
  if (!load) throw new Error(`No page module at ${modulePath}`);
  const page = retryableLoad(async () => {
    const module = await load();
    const Page = module[pageComponentName(folder)] as ComponentType<PageProps>;
    if (typeof Page !== 'function') {
      throw new Error(`${modulePath} must export ${pageComponentName(folder)}`);
    }
    return Page;
  });
  const loadElement = async () => createElement(await page.attempt(), props);
  const handle: PageHandle = { pageModule: modulePath, loadElement };
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
        return { element: createElement(PageLoadFailure, { page, props }) };
      }
    },
  };
}
