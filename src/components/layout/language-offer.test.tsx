import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/content/paths';
import { LANGUAGE_OFFER_SEEN_KEY } from '@/i18n/preferred-locale';
import { renderRoute } from '../../../tests/render-route';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => localStorage.clear());

describe('language offer', () => {
  it('offers a French-reading visitor the same page in French, in French', async () => {
    browserLanguages(['fr-TN', 'fr', 'en']);
    await renderRoute(paths.about);
    const note = await screen.findByRole('complementary', { name: 'Ce site existe aussi en français.' });
    expect(note).toHaveAttribute('lang', 'fr');
    expect(within(note).getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute(
      'href',
      '/fr/about',
    );
  });

  it('offers Arabic right to left', async () => {
    browserLanguages(['ar-TN']);
    await renderRoute(paths.classes);
    const note = await screen.findByRole('complementary', { name: 'هذا الموقع متوفّر أيضًا باللغة العربية.' });
    expect(note).toHaveAttribute('dir', 'rtl');
    expect(within(note).getByRole('link')).toHaveAttribute('href', '/ar/classes');
  });

  it('is made once: closed, it is remembered', async () => {
    browserLanguages(['fr']);
    const { unmount } = await renderRoute(paths.about);
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer ce message' }));
    expect(screen.queryByRole('complementary', { name: 'Ce site existe aussi en français.' })).toBeNull();
    expect(localStorage.getItem(LANGUAGE_OFFER_SEEN_KEY)).toBe('true');
    unmount();
    await renderRoute(paths.about);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    expect(screen.queryByRole('complementary', { name: 'Ce site existe aussi en français.' })).toBeNull();
  });

  it('offers nothing to a visitor who reads English first', async () => {
    browserLanguages(['en-GB', 'fr']);
    await renderRoute(paths.about);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
    expect(screen.queryByRole('complementary', { name: /français|العربية/ })).toBeNull();
  });
});
