import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, subscribeToAuth } from '../../tests/fake-auth';
import { AuthProvider, useAuth } from './auth-context';

function WhoIsIt() {
  const { user } = useAuth();
  return <p>{user ? `signed in as ${user.email}` : 'signed out'}</p>;
}

function SignOutButton() {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

/** Makes the browser report idle only when the test says so. */
function controlIdle() {
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => pending.push(task));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return {
    runIdleTasks: () =>
      act(async () => {
        for (const task of pending.splice(0)) task();
      }),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('AuthProvider', () => {
  it('renders signed out on the server, whatever the session', () => {
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn' });
    expect(
      renderToString(
        <AuthProvider>
          <WhoIsIt />
        </AuthProvider>,
      ),
    ).toContain('signed out');
    expect(subscribeToAuth).not.toHaveBeenCalled();
  });

  it('starts signed out, follows the session once the browser is idle, and updates on every change', async () => {
    const idle = controlIdle();
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn' });
    render(
      <AuthProvider>
        <WhoIsIt />
      </AuthProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(async () => {});
    expect(subscribeToAuth).not.toHaveBeenCalled();

    await idle.runIdleTasks();
    expect(await screen.findByText('signed in as salma@example.tn')).toBeInTheDocument();

    act(() => fakeAuth.setUser(null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => fakeAuth.setUser({ uid: 'u2', email: 'karim@example.tn' }));
    expect(screen.getByText('signed in as karim@example.tn')).toBeInTheDocument();
  });

  it('does not wait for idle on the sign-in page', async () => {
    controlIdle();
    window.history.replaceState(null, '', '/login');
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn' });
    render(
      <AuthProvider>
        <WhoIsIt />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed in as salma@example.tn')).toBeInTheDocument();
  });

  it('does not wait for idle when a session was saved on this device', async () => {
    controlIdle();
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn' });
    render(
      <AuthProvider>
        <WhoIsIt />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed in as salma@example.tn')).toBeInTheDocument();
  });

  it('stops following the session when unmounted', async () => {
    const idle = controlIdle();
    const { unmount } = render(
      <AuthProvider>
        <WhoIsIt />
      </AuthProvider>,
    );
    await idle.runIdleTasks();
    await vi.waitFor(() => expect(fakeAuth.subscriberCount()).toBe(1));
    unmount();
    expect(fakeAuth.subscriberCount()).toBe(0);
  });

  it('signs out through the auth layer', async () => {
    window.history.replaceState(null, '', '/signup');
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn' });
    render(
      <AuthProvider>
        <WhoIsIt />
        <SignOutButton />
      </AuthProvider>,
    );
    await screen.findByText('signed in as salma@example.tn');
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('fails clearly outside the provider', () => {
    // React reports the thrown error through console.error before rethrowing it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoIsIt />)).toThrow('useAuth() must be called inside <AuthProvider>');
  });
});
