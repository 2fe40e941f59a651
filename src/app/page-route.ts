/**
 * Code-split page routes. Each page folder holds `<folder>-page.tsx` exporting
 * `<Folder>Page` (sign-in → SignInPage). Vite turns every such module into its own chunk;
 * `handle.pageModule` names the source file, which is also its key in Vite's build manifest,
 * so the prerender can preload exactly the chunks a route hydrates with.
 */
import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router-dom';

type PageModule = Record<string, unknown>;

const pageModules = import.meta.glob<PageModule>('/src/pages/*/*-page.tsx');

export interface PageHandle {
  pageModule: string;
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
export function pageRoute(folder: string, props: Record<string, unknown> = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const modulePath = pageModulePath(folder);
  const load = pageModules[`/${modulePath}`];
  if (!load) throw new Error(`No page module at ${modulePath}`);
  const handle: PageHandle = { pageModule: modulePath };
  return {
    handle,
    lazy: async () => {
      const module = await load();
      const Page = module[pageComponentName(folder)] as ComponentType<Record<string, unknown>>;
      if (typeof Page !== 'function') {
        throw new Error(`${modulePath} must export ${pageComponentName(folder)}`);
      }
      return { element: createElement(Page, props) };
    },
  };
}
