import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { renderRoute } from '../../../tests/render-route';

const languageList = () => screen.getAllByRole('list', { name: 'Language' })[0] as HTMLElement;

describe('language switcher', () => {
  it('names each language in itself, in its own language, and marks the current one', async () => {
    await renderRoute(paths.about);
    const list = languageList();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('hreflang')])).toEqual([
      ['English', 'en', 'en'],
      ['Français', 'fr', 'fr'],
      ['العربية', 'ar', 'ar'],
    ]);
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByRole('link', { name: 'Français' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('', { selector: 'summary' })).toHaveAccessibleName('Language: English');
  });

  it('keeps the visitor on the same page, nested routes included', async () => {
    await renderRoute(paths.scheduleDay('friday'));
    const list = languageList();
    expect(within(list).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/schedule/friday');
    expect(within(list).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/schedule/friday');
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/schedule/friday');
  });

  it('keeps the chosen class once the app runs', async () => {
    const { router } = await renderRoute(paths.contactForClass('Yoga'));
    await act(async () => {});
    expect(router.state.location.search).toBe('?class=Yoga');
    expect(within(languageList()).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/contact?class=Yoga',
    );
  });

  it('sends the home page to each language’s home', async () => {
    await renderRoute(paths.home);
    expect(within(languageList()).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr');
  });
});
