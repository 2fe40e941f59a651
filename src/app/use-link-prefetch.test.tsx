import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_PREFETCH_ATTRIBUTE } from './link-prefetch';
import { useLinkPrefetch } from './use-link-prefetch';

function Layout() {
  useLinkPrefetch();
  return (
    <>
      <a href="/fr/about">À propos</a>
      <a href="/about">About (English)</a>
      <Outlet />
    </>
  );
}

/**
 * The site's French build in miniature (the router's basename is /fr, the about page is
 * code-split), once the prefetching code has arrived.
 */
async function renderFrenchHome(loadAbout: () => Promise<unknown>) {
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: Layout,
      children: [
        { index: true, element: <h1>Accueil</h1> },
        { path: '/about', handle: { loadElement: loadAbout }, element: <h1>À propos</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { basename: '/fr', initialEntries: ['/fr'] });
  render(<RouterProvider router={router} />);
  await vi.waitFor(() => expect(document.documentElement).toHaveAttribute(LINK_PREFETCH_ATTRIBUTE, 'on'));
}

describe('useLinkPrefetch', () => {
  /** What the Network Information API would say (jsdom has none). */
  const setConnection = (connection: { saveData: boolean; effectiveType: string }) =>
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('loads the page of a hovered link through the router’s own route table, under its basename', async () => {
    const loadAbout = vi.fn(() => Promise.resolve(null));
    await renderFrenchHome(loadAbout);
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();

    fireEvent.pointerOver(screen.getByRole('link', { name: 'About (English)' }));
    expect(loadAbout).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole('link', { name: 'À propos' }));
    expect(loadAbout).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed download quiet, and tries again at the next hover', async () => {
    const loadAbout = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await renderFrenchHome(loadAbout);
    const link = screen.getByRole('link', { name: 'À propos' });

    fireEvent.focusIn(link);
    fireEvent.pointerOver(link);
    // An unhandled rejection or a logged error would fail this test (tests/setup.ts).
    await vi.waitFor(() => expect(loadAbout).toHaveBeenCalledTimes(2));
  });

  it('loads nothing with Save-Data on or on a 2G connection', async () => {
    const loadAbout = vi.fn(() => Promise.resolve(null));
    setConnection({ saveData: true, effectiveType: '4g' });
    await renderFrenchHome(loadAbout);
    const link = screen.getByRole('link', { name: 'À propos' });
    fireEvent.pointerOver(link);

    setConnection({ saveData: false, effectiveType: '2g' });
    fireEvent.focusIn(link);
    expect(loadAbout).not.toHaveBeenCalled();
  });

  it('stops when the layout goes', async () => {
    const loadAbout = vi.fn(() => Promise.resolve(null));
    await renderFrenchHome(loadAbout);
    cleanup();
    // A link the layout did not render, still in the document.
    const link = document.createElement('a');
    link.href = '/fr/about';
    document.body.append(link);

    fireEvent.pointerOver(link);
    link.remove();
    expect(loadAbout).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute(LINK_PREFETCH_ATTRIBUTE);
  });
});
