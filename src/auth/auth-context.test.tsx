import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, signOut, subscribeToAuth } from '../../tests/fake-auth';
import { type AuthContextValue, AuthProvider, useAuth, useIsSessionKnown } from './auth-context';

function WhoIsIt() {
  const { user } = useAuth();
  return <p>{user ? `signed in as ${user.email}` : 'signed out'}</p>;
}

function FollowButton() {
  const { followSession } = useAuth();
  return (
    <button type="button" onClick={followSession}>
      Follow
    </button>
  );
}

function SignOutButton() {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

/** A view of the signed-in person's data, which cancels its reads when it goes. */
function MembersView({ onGone }: { onGone: () => void }) {
  useEffect(() => onGone, [onGone]);
  return <p>members only</p>;
}

function WhenSignedIn({ onViewGone }: { onViewGone: () => void }) {
  return useAuth().user ? <MembersView onGone={onViewGone} /> : null;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function RecordContext({ into }: { into: AuthContextValue[] }) {
  into.push(useAuth());
  return null;
}

function SessionKnown() {
  return <p>{useIsSessionKnown() ? 'session known' : 'session not known'}</p>;
}

describe('AuthProvider', () => {
  it('learns that a visitor without a saved session is signed out without changing the context', async () => {
    const values: AuthContextValue[] = [];
    render(
      <AuthProvider>
        <RecordContext into={values} />
        <SessionKnown />
      </AuthProvider>,
    );
    expect(await screen.findByText('session known')).toBeInTheDocument();
    // One value for good: a change would make React re-render parts of the page still waiting
    // to hydrate (the home page's lower sections) from scratch.
    expect(new Set(values).size).toBe(1);
    expect(subscribeToAuth).not.toHaveBeenCalled();
  });

  it('renders signed out on the server, whatever the session', () => {
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
    expect(
      renderToString(
        <AuthProvider>
          <WhoIsIt />
        </AuthProvider>,
      ),
    ).toContain('signed out');
    expect(subscribeToAuth).not.toHaveBeenCalled();
  });

  it('never loads the auth layer for a visitor with no saved session: they are signed out', async () => {
    render(
      <AuthProvider>
        <WhoIsIt />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(subscribeToAuth).not.toHaveBeenCalled();
  });

  it('follows a session saved on this device after mount, and updates on every change', async () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
    render(
      <AuthProvider>
        <WhoIsIt />
      </AuthProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(await screen.findByText('signed in as salma@example.tn')).toBeInTheDocument();

    act(() => fakeAuth.setUser(null));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => fakeAuth.setUser({ uid: 'u2', email: 'karim@example.tn', emailVerified: false }));
    expect(screen.getByText('signed in as karim@example.tn')).toBeInTheDocument();
  });

  it('starts following when a page asks for it', async () => {
    // Signed in in another tab or on the page itself: nothing saved here yet when the page loads.
    fakeAuth.setUser({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
    render(
      <AuthProvider>
        <WhoIsIt />
        <FollowButton />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(subscribeToAuth).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Follow' }).click());
    expect(await screen.findByText('signed in as salma@example.tn')).toBeInTheDocument();
  });

  it('starts following when another tab saves a session', async () => {
    // Signed in in another tab or on the page itself: nothing saved here yet when the page loads.
    fakeAuth.setUser({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
    render(
      <AuthProvider>
        <WhoIsIt />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(subscribeToAuth).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:demo-api-key:[DEFAULT]' }));
    });
    expect(await screen.findByText('signed in as salma@example.tn')).toBeInTheDocument();
  });

  it('stops following the session when unmounted', async () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    const { unmount } = render(
      <AuthProvider>
        <WhoIsIt />
      </AuthProvider>,
    );
    await vi.waitFor(() => expect(fakeAuth.subscriberCount()).toBe(1));
    unmount();
    expect(fakeAuth.subscriberCount()).toBe(0);
  });

  it('signs out through the auth layer', async () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
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

  it('takes away the views of the person’s data before the auth layer signs out', async () => {
    const events: string[] = [];
    signOut.mockImplementation(async () => {
      events.push('auth layer signs out');
      fakeAuth.setUser(null);
    });
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
    render(
      <AuthProvider>
        <WhenSignedIn onViewGone={() => events.push('view gone, its reads cancelled')} />
        <SignOutButton />
      </AuthProvider>,
    );
    await screen.findByText('members only');
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    await vi.waitFor(() => expect(events).toEqual(['view gone, its reads cancelled', 'auth layer signs out']));
    expect(screen.queryByText('members only')).not.toBeInTheDocument();
  });

  it('shows the person again when signing out fails, and says so to the caller', async () => {
    const failure = new Error('the auth layer could not load');
    signOut.mockRejectedValue(failure);
    fakeAuth.startSignedIn({ uid: 'u1', email: 'salma@example.tn', emailVerified: false });
    const values: AuthContextValue[] = [];
    render(
      <AuthProvider>
        <WhoIsIt />
        <RecordContext into={values} />
      </AuthProvider>,
    );
    await screen.findByText('signed in as salma@example.tn');
    let outcome: Promise<void> | undefined;
    act(() => {
      outcome = values.at(-1)?.signOut();
    });
    await expect(outcome).rejects.toBe(failure);
    expect(await screen.findByText('signed in as salma@example.tn')).toBeInTheDocument();
  });
});

describe('useAuth', () => {
  it('fails clearly outside the provider', () => {
    // React reports the thrown error through console.error before rethrowing it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WhoIsIt />)).toThrow('useAuth() must be called inside <AuthProvider>');
  });
});
