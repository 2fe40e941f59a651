import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/routes';

/**
 * Renders the real route table at `path` in a memory router, loading the page module first
 * as the browser entry does, and waits until the page has rendered its main heading.
 */
export async function renderRoute(path: string) {
  await resolveLazyRoutes(routes, new URL(path, 'http://localhost').pathname);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, router, user };
}
