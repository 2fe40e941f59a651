import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/app/paths';
import { renderRoute } from '../../../tests/render-route';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

function header() {
  return screen.getByRole('banner');
}

describe('navbar background', () => {
  it('is transparent up to 10 px of scroll and solid from 11 px', async () => {
    await renderRoute(paths.about);
    expect(header()).toHaveAttribute('data-appearance', 'transparent');

    scrollTo(10);
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
    scrollTo(11);
    expect(header()).toHaveAttribute('data-appearance', 'solid');
    scrollTo(0);
    expect(header()).toHaveAttribute('data-appearance', 'transparent');
  });
});

describe('navbar links', () => {
  it('lists the eight pages in order and marks the current one', async () => {
    await renderRoute(paths.galleryPage(2));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => link.closest('ul'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About',
      'Gallery',
      'Schedule',
      'Blog',
      'Pricing',
      'Classes',
      'Contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', paths.galleryPage(1));
    expect(within(nav).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links the user icon to sign-up and the join button to contact', async () => {
    await renderRoute(paths.about);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign up or sign in' })).toHaveAttribute('href', paths.signUp);
    expect(within(nav).getByRole('link', { name: 'join class now' })).toHaveAttribute('href', paths.contact);
  });
});

describe('hamburger menu', () => {
  it('opens a full-screen list, takes focus, locks scrolling and closes on Escape with focus back', async () => {
    const { user } = await renderRoute(paths.about);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(button);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu.parentElement).toHaveAttribute('id', 'site-menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining(['Home', 'About', 'Gallery', 'Schedule', 'Blog', 'Pricing', 'Classes', 'Contact']),
    );
    expect(document.documentElement).toHaveClass('overflow-hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('overflow-hidden');
  });

  it('closes when one of its links is followed, and the new page is shown', async () => {
    const { user, router } = await renderRoute(paths.about);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Pricing' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.pricing);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside while open', async () => {
    const { user } = await renderRoute(paths.about);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const focusables = within(menu).getAllByRole('link');
    const last = focusables[focusables.length - 1];
    last?.focus();
    await user.tab();
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });
});

describe('side panel', () => {
  it('shows about text, six thumbnails, contact details and three social links', async () => {
    const { user } = await renderRoute(paths.about);
    const button = screen.getByRole('button', { name: 'About us, gallery and contact details' });
    expect(button).toHaveAttribute('aria-controls', 'side-panel');
    await user.click(button);

    const panel = screen.getByRole('dialog', { name: 'About us, gallery and contact details' });
    // The panel's content is its own chunk, fetched on first open.
    expect(await within(panel).findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('img')).toHaveLength(6);
    expect(within(panel).getByRole('link', { name: /\+216/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(panel).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(within(panel).getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(3);
  });

  it('closes with its close button and gives focus back to the icon', async () => {
    const { user } = await renderRoute(paths.about);
    const button = screen.getByRole('button', { name: 'About us, gallery and contact details' });
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'About us, gallery and contact details' });
    expect(within(panel).getByRole('button', { name: 'Close panel' })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    const { user } = await renderRoute(paths.about);
    const button = screen.getByRole('button', { name: 'About us, gallery and contact details' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
