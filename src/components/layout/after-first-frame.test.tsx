import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstFrame } from './after-first-frame';

function Page() {
  return (
    <>
      <h1>Classes</h1>
      <AfterFirstFrame>
        <p>Every class card</p>
      </AfterFirstFrame>
    </>
  );
}

function renderSite(initialEntries = ['/']) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        children: [
          { path: '/', element: <Link to="/classes">To classes</Link> },
          { path: '/classes', element: <Page /> },
        ],
      },
    ],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The animation frame, then the timer after the paint. */
async function afterNextFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  });
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  vi.restoreAllMocks();
});

describe('the content below a page banner', () => {
  it('is there from the start on a page that loads (the prerender and its hydration)', () => {
    renderSite(['/classes']);
    expect(screen.getByText('Every class card')).toBeInTheDocument();
  });

  it('follows the heading one frame later when a link is followed in the running app', async () => {
    const router = renderSite();
    document.documentElement.dataset.hydrated = 'true';
    await act(() => router.navigate('/classes'));
    expect(screen.getByRole('heading', { name: 'Classes' })).toBeInTheDocument();
    expect(screen.queryByText('Every class card')).not.toBeInTheDocument();
    await afterNextFrame();
    expect(screen.getByText('Every class card')).toBeInTheDocument();
  });

  it('is there at once on back and forward, where the browser restores the scroll position', async () => {
    const router = renderSite(['/classes', '/']);
    document.documentElement.dataset.hydrated = 'true';
    await act(() => router.navigate(-1));
    expect(screen.getByText('Every class card')).toBeInTheDocument();
  });

  it('is there at once for a link to a place in the page', async () => {
    const router = renderSite();
    document.documentElement.dataset.hydrated = 'true';
    await act(() => router.navigate('/classes#yoga'));
    expect(screen.getByText('Every class card')).toBeInTheDocument();
  });
});
