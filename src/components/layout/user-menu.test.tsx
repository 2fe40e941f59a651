import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { render } from '@/entry-server';
import { fakeAuth, signOut } from '../../../tests/fake-auth';
import { renderRoute } from '../../../tests/render-route';

async function renderSignedIn(path: string = paths.about) {
  fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
  const view = await renderRoute(path);
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const button = await within(nav).findByRole('button', { name: /salma@example\.tn/ });
  return { ...view, nav, button };
}

describe('navbar user icon', () => {
  it('is prerendered as the sign-up link and becomes the account button once signed in', async () => {
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
    const prerendered = await render(paths.about);
    expect(prerendered.kind === 'page' && prerendered.html).toContain('aria-label="Sign up or sign in"');
    expect(prerendered.kind === 'page' && prerendered.html).not.toContain('salma@example.tn');

    await renderRoute(paths.about);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Account: signed in as salma@example.tn' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Sign up or sign in' })).not.toBeInTheDocument();
  });

  it('opens a menu with the e-mail, My week and Sign out; Escape closes it and gives focus back', async () => {
    const { user, button } = await renderSignedIn();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toBeVisible();
    expect(menu).toHaveTextContent('Signed in as');
    expect(menu).toHaveTextContent('salma@example.tn');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'My week' })).toHaveFocus();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'My week' })).toHaveAttribute('href', paths.account);
    expect(within(menu as HTMLElement).getByRole('button', { name: 'Sign out' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const { user, button, nav } = await renderSignedIn();
    await user.click(button);
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out without leaving the page and puts focus on the sign-up link', async () => {
    const { user, router, button, nav } = await renderSignedIn();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    const link = await within(nav).findByRole('link', { name: 'Sign up or sign in' });
    expect(link).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths.about);
  });

  it('follows a sign-out made elsewhere (another tab)', async () => {
    const { nav } = await renderSignedIn();
    act(() => fakeAuth.setUser(null));
    expect(within(nav).getByRole('link', { name: 'Sign up or sign in' })).toBeInTheDocument();
  });
});

describe('mobile menu account line', () => {
  it('shows who is signed in and signs out in place', async () => {
    const { user } = await renderSignedIn();
    // The menu is a popover jsdom cannot open (see navbar.test.tsx): queried with `hidden`;
    // e2e/auth.spec.ts signs out from it in a real browser.
    const menu = document.getElementById('site-menu');
    if (!menu) throw new Error('no menu');
    expect(within(menu).getByText('salma@example.tn')).toBeInTheDocument();
    expect(within(menu).getByText(/Signed in as/)).toBeInTheDocument();
    expect(within(menu).queryByText('Sign up or sign in')).not.toBeInTheDocument();

    await user.click(within(menu).getByText('Sign out'));
    const signUpLink = await within(menu).findByText('Sign up or sign in');
    expect(signUpLink.closest('a')).toHaveFocus();
  });
});
