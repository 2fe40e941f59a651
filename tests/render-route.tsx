import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll } from 'vitest';
import { resolveLazyRoutes } from '@/app/resolve-lazy-routes';
import { routes } from '@/app/routes';

// The app loads each page, the home page's lower sections and the live Book controls on demand.
// Loading them all once, before a file's tests (the first load transforms every image
// import, seconds on a busy machine), makes a navigation in a test as quick as it is in a
// browser that has them cached: no test needs a long wait for code to arrive.
const lazyModules = {
  ...import.meta.glob('/src/pages/*/*-page.tsx'),
  ...import.meta.glob('/src/pages/home/later-sections.ts'),
  ...import.meta.glob(['/src/bookings/live-book-class.tsx', '/src/bookings/booking-dialog.tsx']),
};
beforeAll(() => Promise.all(Object.values(lazyModules).map((load) => load())), 120_000);

/**
 * Renders the real route table at `path` in a memory router, loading the page module first
 * as the browser entry does, and waits until the page has rendered its main heading. `state`
 * is the history entry's state, as another page's link would have left it.
 */
export async function renderRoute(path: string, state?: unknown) {
  const url = new URL(path, 'http://localhost');
  await resolveLazyRoutes(routes, url.pathname);
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: url.pathname, search: url.search, hash: url.hash, state }],
  });
  const user = userEvent.setup();
  // As the app renders it (src/app/start-app.tsx): router updates are not transitions.
  const view = render(<RouterProvider router={router} useTransitions={false} />);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, router, user };
}
