import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { signUp } from '../../../tests/fake-auth';
import { renderRoute } from '../../../tests/render-route';

async function openSignUp(state?: unknown) {
  const view = await renderRoute(paths.signUp, state);
  const form = screen.getByRole('region', { name: 'Create your account' });
  const email = within(form).getByLabelText('E-mail address');
  const password = within(form).getByLabelText('Password');
  const submit = within(form).getByRole('button', { name: 'Create account' });
  async function fillAndSubmit(address: string, secret: string) {
    await view.user.type(email, address);
    await view.user.type(password, secret);
    await view.user.click(submit);
  }
  return { ...view, email, password, submit, fillAndSubmit };
}

describe('sign-up page', () => {
  it('has a labelled e-mail field, a new-password field with its rule, and a link to sign in', async () => {
    const { email, password } = await openSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: /Already have account\?/ })).toHaveAttribute('href', paths.signIn);
  });

  it('creates the account and lands on the home page at its hero', async () => {
    const { router, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('new@example.tn', 'secret12');
    expect(signUp).toHaveBeenCalledWith('new@example.tn', 'secret12');
    expect(await screen.findByRole('heading', { level: 1, name: 'make your body fit & perfect' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.home);
    expect(router.state.location.hash).toBe('#home');
  });

  // A way back that leaves the site is dropped, never followed nor thrown on: the member lands home.
  it('creates the account and lands on the home page when the way back it was handed is bent', async () => {
    const { router, fillAndSubmit } = await openSignUp({ returnTo: '/a/..//evil.example' });
    await fillAndSubmit('new@example.tn', 'secret12');
    expect(await screen.findByRole('heading', { level: 1, name: 'make your body fit & perfect' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: paths.home, hash: '#home' });
  });

  it('offers to sign in when the address already has an account, carrying the address over', async () => {
    signUp.mockResolvedValue({ ok: false, error: 'email-taken' });
    const { user, router, email, password, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('taken@example.tn', 'secret12');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this e-mail address already exists.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(alert.id);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('taken@example.tn');
    expect(password).toHaveValue('secret12');

    await user.click(within(alert).getByRole('link', { name: 'Sign in instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.signIn);
    // Handed over by an effect of the new page, which may run just after its heading appears.
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveValue('taken@example.tn'));
  });

  it('ties the service\'s "weak password" to the password field', async () => {
    signUp.mockResolvedValue({ ok: false, error: 'weak-password' });
    const { password, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('new@example.tn', 'password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That password is too short. Choose a password of at least 8 characters.',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
  });

  // 8, as NIST SP 800-63B asks, where Firebase Auth's own default would let 6 through.
  it('refuses a 7-character password with the rule before calling the service, keeping it', async () => {
    const { password, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('new@example.tn', 'rivage7');
    expect(signUp).not.toHaveBeenCalled();
    expect(password).toHaveAccessibleDescription(
      'That password is too short. Choose a password of at least 8 characters. At least 8 characters.',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('rivage7');
  });

  it('accepts an 8-character password', async () => {
    const { fillAndSubmit } = await openSignUp();
    await fillAndSubmit('new@example.tn', 'rivage88');
    expect(signUp).toHaveBeenCalledWith('new@example.tn', 'rivage88');
    expect(await screen.findByRole('heading', { level: 1, name: 'make your body fit & perfect' })).toBeInTheDocument();
  });

  it('says the account may have been created when sign-up got no answer in time, keeping what was typed', async () => {
    signUp.mockResolvedValue({ ok: false, error: 'no-answer' });
    const { router, email, password, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('new@example.tn', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is taking too long. Your account may still have been created: try signing in with this e-mail address and password before trying again.',
    );
    expect(email).toHaveValue('new@example.tn');
    expect(password).toHaveValue('secret12');
    expect(router.state.location.pathname).toBe(paths.signUp);
  });

  it('ties a malformed address message to the e-mail field', async () => {
    signUp.mockResolvedValue({ ok: false, error: 'invalid-email' });
    const { email, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('not-an-address', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent("That doesn't look like an e-mail address.");
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an address without a dot in its domain before calling the service', async () => {
    const { email, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('foo@bar', 'secret12');
    expect(signUp).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription(/That doesn't look like an e-mail address/);
    expect(email).toHaveValue('foo@bar');
  });

  it('refuses a password of spaces alone before calling the service', async () => {
    const { password, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('new@example.tn', '        ');
    expect(signUp).not.toHaveBeenCalled();
    expect(password).toHaveAccessibleDescription(/A password cannot be only spaces/);
    expect(password).toHaveFocus();
    expect(password).toHaveValue('        ');
  });

  it('says when the account service cannot be reached', async () => {
    signUp.mockResolvedValue({ ok: false, error: 'network' });
    const { email, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('new@example.tn', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't reach the account service. Check your internet connection, then try again.",
    );
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('keeps showing the form, busy, while the new account is being set up', async () => {
    let finish: () => void = () => {};
    signUp.mockImplementation(
      (email) =>
        new Promise((resolve) => {
          finish = () => resolve({ ok: true, user: { uid: 'n', email, emailVerified: false } });
        }),
    );
    const { submit, fillAndSubmit } = await openSignUp();
    await fillAndSubmit('new@example.tn', 'secret12');
    expect(submit).toHaveTextContent('Creating your account…');
    expect(screen.queryByText(/You are signed in as/)).not.toBeInTheDocument();
    finish();
    expect(await screen.findByRole('heading', { level: 1, name: 'make your body fit & perfect' })).toBeInTheDocument();
  });
});
