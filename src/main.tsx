/** Browser entry: hydrates the prerendered page, or renders from scratch on the dev server. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/routes';
import './index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  await resolveLazyRoutes(routes, window.location.pathname);
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
