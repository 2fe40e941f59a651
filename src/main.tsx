/** Browser entry: hydrates the prerendered page, or renders from scratch on the dev server. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/routes';
import './index.css';

/** Resolves after the browser has had a chance to paint the prerendered HTML. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // Fetch the page's code while the prerendered page paints; hydrate only after that first
  // paint, so hydration's work never delays what the visitor sees.
  await Promise.all([resolveLazyRoutes(routes, window.location.pathname), afterFirstPaint()]);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (container.firstElementChild) {
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
