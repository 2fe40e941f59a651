import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { renderRoute } from '../../../tests/render-route';
import SidePanelContent from './side-panel-content';

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
      .filter((link) => link.closest('ul') && !link.closest('details'));
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

// The menu and the side panel are popovers that the browser opens by itself (popovertarget):
// jsdom hides a closed popover but cannot open one, so opening, focus, Tab, Escape, scroll
// locking and closing are checked in a real browser (e2e/navbar.spec.ts, and
// e2e/menus-before-app.spec.ts before the app starts). Here: what they hold and how they are wired.
function popover(id: string) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  expect(element).toHaveAttribute('popover', 'auto');
  expect(element).toHaveRole('dialog');
  expect(element).toHaveAttribute('aria-modal', 'true');
  return element;
}

describe('hamburger menu', () => {
  it('is a button that opens the full-screen list of the eight pages, with a button that closes it', async () => {
    await renderRoute(paths.about);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('popovertarget', 'site-menu');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    // Its expanded state is the popover's, exposed by the browser (e2e/navbar.spec.ts reads it).
    expect(button).not.toHaveAttribute('aria-expanded');

    const menu = popover('site-menu');
    expect(menu).toHaveAttribute('aria-label', 'Menu');
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(
      expect.arrayContaining(['Home', 'About', 'Gallery', 'Schedule', 'Blog', 'Pricing', 'Classes', 'Contact']),
    );
    const close = within(menu).getByLabelText('Close menu');
    expect(close).toHaveAttribute('popovertarget', 'site-menu');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });
});

describe('side panel', () => {
  it('is a popover opened by its button, with a button that closes it', async () => {
    await renderRoute(paths.about);
    const button = screen.getByRole('button', { name: 'About us, gallery and contact details' });
    expect(button).toHaveAttribute('popovertarget', 'side-panel');
    expect(button).toHaveAttribute('aria-controls', 'side-panel');
    expect(button).not.toHaveAttribute('aria-expanded');

    const panel = popover('side-panel');
    expect(panel).toHaveAttribute('aria-label', 'About us, gallery and contact details');
    expect(within(panel).getByLabelText('Close panel')).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('shows about text, six thumbnails, contact details and three social links', () => {
    // The browser keeps the panel's prerendered HTML (side-panel.tsx): here, what that HTML holds.
    render(
      <MemoryRouter>
        <SidePanelContent id="side-panel" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'See the whole gallery' })).toHaveAttribute('href', paths.galleryPage(1));
    expect(screen.getByRole('link', { name: /\+216/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(3);
  });
});
