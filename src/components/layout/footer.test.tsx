import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import { Footer } from './footer';

const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

afterEach(() => {
  vi.useRealTimers();
});

describe('footer', () => {
  it('shows the build year in the prerendered HTML and the visitor’s year once running', async () => {
    const html = renderToString(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(html).toContain(`data-testid="copyright-year">${BUILD_YEAR}<`);

    // A visit three years after the build: the line must not stay stuck in the past.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${BUILD_YEAR + 3}-02-01T10:00:00Z`));
    const router = createMemoryRouter([{ path: '/', element: <Footer /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('copyright-year')).toHaveTextContent(String(BUILD_YEAR + 3));
  });

  it('lists the five classes and the working hours exactly as specified', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const classes = screen.getByRole('region', { name: 'Our Classes' });
    expect(
      within(classes)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fitness Classes', 'Aerobics Classes', 'Power Yoga', 'Learn Machines', 'Full-body Strength']);
    for (const link of within(classes).getAllByRole('link')) expect(link).toHaveAttribute('href', paths.classes);

    const hours = screen.getByRole('region', { name: 'Working Hours' });
    expect(hours).toHaveTextContent('Monday-Friday7:00am-21:00pm');
    expect(hours).toHaveTextContent('Saturday7:00am-19:00pm');
    expect(hours).toHaveTextContent('Sundayclosed');
  });

  it('has the logo, tagline, four social links, a privacy policy link and a designer credit', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Rivage Gym, home' })).toHaveAttribute('href', '/');
    expect(within(footer).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(4);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.privacy);
    expect(footer).toHaveTextContent(/Designed by/);
    expect(within(footer).getByRole('link', { name: 'the Rivage Gym web team' })).toHaveAttribute('href');
  });
});
