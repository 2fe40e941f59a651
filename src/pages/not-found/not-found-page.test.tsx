import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { site } from '@/content/site';
import { renderRoute } from '../../../tests/render-route';

describe('not-found page', () => {
  it('says the page is missing, leads home and to every main page, and gives a way to ask', async () => {
    await renderRoute('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/could not find that page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', paths.home);

    const suggestions = within(screen.getByRole('region', { name: 'Try one of these' })).getAllByRole('link');
    expect(suggestions.map((link) => link.getAttribute('href'))).toEqual([
      paths.home,
      paths.about,
      paths.galleryPage(1),
      paths.schedule,
      paths.blog,
      paths.pricing,
      paths.classes,
      paths.contact,
    ]);

    const ask = screen.getByRole('region', { name: 'Still looking? Ask us' });
    expect(within(ask).getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.international}`,
    );
    expect(within(ask).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});
