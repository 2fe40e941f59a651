import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/content/paths';
import { fakeAuth, requestPasswordReset, signIn } from '../../../tests/fake-auth';
import { renderRoute } from '../../../tests/render-route';

async function openSignIn(state?: unknown) {
  const view = await renderRoute(paths.signIn, state);
  const form = screen.getByRole('region', { name: 'Welcome back' });
  return {
    ...view,
    email: within(form).getByLabelText('E-mail address'),
    password: within(form).getByLabelText('Password'),
    submit: within(form).getByRole('button', { name: 'Sign in' }),
  };
}

describe('sign-in page', () => {
  it('has a labelled e-mail field, a current-password field and a link to sign up', async () => {
    const { email, password } = await openSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: /New to Rivage Gym\?/ })).toHaveAttribute('href', paths.signUp);
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const { user, password } = await openSignIn();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in with the trimmed address and goes to the home page', async () => {
    const { user, router, email, password, submit } = await openSignIn();
    await user.type(email, '  salma@example.tn ');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(signIn).toHaveBeenCalledWith('salma@example.tn', 'secret12');
    expect(await screen.findByRole('heading', { level: 1, name: 'make your body fit & perfect' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.home);
    expect(router.state.location.hash).toBe('');
  });

  // A way back that leaves the site is dropped, never followed nor thrown on: the member lands home.
  it.each(['/.//evil.example', '/a/..//evil.example', '/%2F%2Fevil.example', '//evil.example'])(
    'signs in and goes to the home page when the way back it was handed is %s',
    async (returnTo) => {
      const { user, router, email, password, submit } = await openSignIn({ returnTo });
      await user.type(email, 'salma@example.tn');
      await user.type(password, 'secret12');
      await user.click(submit);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'make your body fit & perfect' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.home);
    },
  );

  it('goes back, signed in, to the page that sent the visitor, query and hash included', async () => {
    const { user, router, email, password, submit } = await openSignIn({ returnTo: '/classes?all=1#classes' });
    await user.type(email, 'salma@example.tn');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: paths.classes, search: '?all=1', hash: '#classes' });
  });

  it('says "Wrong email or password", marks both fields and keeps what was typed', async () => {
    signIn.mockResolvedValue({ ok: false, error: 'wrong-credentials' });
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'salma@example.tn');
    await user.type(password, 'not-it');
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Wrong email or password$/);
    for (const field of [email, password]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    }
    expect(email).toHaveValue('salma@example.tn');
    expect(password).toHaveValue('not-it');
    expect(email).toHaveFocus();
  });

  it.each([
    ['network', /can't reach the account service/],
    ['too-many-requests', /Too many attempts/],
    ['user-disabled', /account has been disabled/],
    ['unknown', /Something went wrong/],
  ] as const)('explains a %s failure', async (error, message) => {
    signIn.mockResolvedValue({ ok: false, error });
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'salma@example.tn');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('asks for what is missing before calling the service', async () => {
    const { user, email, password, submit } = await openSignIn();
    await user.click(submit);
    expect(signIn).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(email).toHaveFocus();
  });

  it('refuses an address without a dot in its domain before calling the service', async () => {
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'foo@bar');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(signIn).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription(/That doesn't look like an e-mail address/);
    expect(email).toHaveFocus();
  });

  it('shows progress and submits once however often the button is pressed', async () => {
    let finish: (value: { ok: false; error: 'network' }) => void = () => {};
    signIn.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, email, password, submit } = await openSignIn();
    await user.type(email, 'salma@example.tn');
    await user.type(password, 'secret12');
    await user.click(submit);
    expect(submit).toHaveTextContent('Signing in…');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    await user.keyboard('{Enter}');
    expect(signIn).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: false, error: 'network' }));
    expect(submit).toHaveTextContent('Sign in');
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('tells a signed-in visitor who they are, and lets them sign out', async () => {
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
    const { user } = await renderRoute(paths.signIn);
    expect(await screen.findByText('salma@example.tn', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Sign out' }));
    expect(await within(main).findByLabelText('E-mail address')).toHaveFocus();
  });
});

describe('forgot password', () => {
  it('sends a reset link for the typed address and answers without telling whether it has an account', async () => {
    const { user, email } = await openSignIn();
    await user.type(email, 'salma@example.tn');
    const toggle = screen.getByRole('button', { name: 'Forgot password?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const resetField = screen.getByLabelText('E-mail address for the reset link');
    expect(resetField).toHaveValue('salma@example.tn');
    expect(resetField).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('salma@example.tn');
    expect(
      await screen.findByText(/If an account exists for salma@example.tn, we have sent it a link/),
    ).toHaveAttribute('role', 'status');
  });

  it('refuses a string that is no address before asking the service', async () => {
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const resetField = screen.getByLabelText('E-mail address for the reset link');
    await user.type(resetField, 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(requestPasswordReset).not.toHaveBeenCalled();
    expect(resetField).toHaveAccessibleDescription(/That doesn't look like an e-mail address/);
    expect(resetField).toHaveFocus();
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });

  it('explains when the service cannot be reached', async () => {
    requestPasswordReset.mockResolvedValue({ ok: false, error: 'network' });
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('E-mail address for the reset link'), 'salma@example.tn');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/can't reach the account service/);
  });

  it('says the link may still arrive when the request got no answer in time, keeping the address', async () => {
    requestPasswordReset.mockResolvedValue({ ok: false, error: 'no-answer' });
    const { user } = await openSignIn();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const resetField = screen.getByLabelText('E-mail address for the reset link');
    await user.type(resetField, 'salma@example.tn');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is taking too long. The reset link may still arrive: check your inbox, and your spam folder, in a few minutes before asking for another.',
    );
    expect(resetField).toHaveValue('salma@example.tn');
  });
});
