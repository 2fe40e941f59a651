/**
 * The app's own entry: hydrates the prerendered page (or renders from scratch on the dev
 * server, which has none) as soon as it is imported. src/main.tsx imports it after the first paint.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { keyThisHistoryEntry } from '@/app/history-entry-key';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/routes';
import { receiveHandedOverFormats } from '@/i18n/handed-over-formats';
import { routerBasename, routerPathOf } from '@/i18n/page-locale';
import { freshImport } from '@/lib/fresh-import';

/**
 * Lets the browser handle anything waiting (a tap, a frame) before the next step of the start:
 * each step is then a short task of its own instead of one long block after the code arrives.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startApp() {
  // Before any of the build's chunks asks for another (src/lib/fresh-import.ts).
  globalThis.__i = freshImport;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  await nextTask();
  // The first render must have the page's own module already, or it would not match the HTML.
  await resolveLazyRoutes(routes, routerPathOf(window.location.pathname));
  await nextTask();
  receiveHandedOverFormats(document);
  keyThisHistoryEntry();
  const router = createBrowserRouter(routes, { basename: routerBasename });
  await nextTask();
  const app = (
    <StrictMode>
      {/*
        Not transitions: React renders a transition in slices of about 5 ms and draws frames of
        the old page in between, which made a click on a prefetched link wait about a third longer
        for the new page's first frame. The next page's code is already loaded (the router resolves
        a lazy route before it renders it), so its render never waits on anything.
      */}
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>
  );

  if (container.firstElementChild) {
    // As a transition, hydration is done in slices of a few milliseconds with the main thread
    // free in between: the prerendered page is already on screen and stays usable (scrolling,
    // links, the menus that work before the app), and no slice is long enough to block a tap.
    // A click on a part not yet hydrated makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

startApp().catch((error: unknown) => {
  // The page stays readable and its links still work; only its interactive parts are missing.
  console.error('The page could not start its interactive parts', error);
});
