/**
 * The auth layer as unit tests see it (tests/setup.ts puts it in place of @/firebase/auth):
 * no Firebase, a session the test sets with `fakeAuth.setUser`, and vi.fn calls a test can
 * inspect or make answer differently. Reset after every test.
 */
import { vi } from 'vitest';
import type { AuthResult, AuthUser, ResetResult } from '@/firebase/auth';

type Listener = (user: AuthUser | null) => void;

let currentUser: AuthUser | null = null;
const listeners = new Set<Listener>();

function notify(user: AuthUser | null) {
  currentUser = user;
  for (const listener of listeners) listener(user);
}

export const subscribeToAuth = vi.fn<(callback: Listener) => () => void>();
export const signIn = vi.fn<(email: string, password: string) => Promise<AuthResult>>();
export const signUp = vi.fn<(email: string, password: string) => Promise<AuthResult>>();
export const signOut = vi.fn<() => Promise<void>>();
export const requestPasswordReset = vi.fn<(email: string) => Promise<ResetResult>>();

/** Where Firebase Auth saves a session with the demo project's config (local persistence). */
const SAVED_SESSION_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';

function installDefaults() {
  subscribeToAuth.mockReset().mockImplementation((callback) => {
    listeners.add(callback);
    // Like Firebase: the first answer comes asynchronously, then one call per change.
    queueMicrotask(() => {
      if (listeners.has(callback)) callback(currentUser);
    });
    return () => listeners.delete(callback);
  });
  signIn.mockReset().mockImplementation(async (email) => {
    const user = { uid: 'uid-signed-in', email, emailVerified: false };
    notify(user);
    return { ok: true, user };
  });
  signUp.mockReset().mockImplementation(async (email) => {
    const user = { uid: 'uid-new', email, emailVerified: false };
    notify(user);
    return { ok: true, user };
  });
  signOut.mockReset().mockImplementation(async () => notify(null));
  requestPasswordReset.mockReset().mockResolvedValue({ ok: true });
}
installDefaults();

export const fakeAuth = {
  /** Signs the fake session in or out; subscribers hear of it at once. */
  setUser: notify,
  /**
   * A session that exists before the page loads (a returning visitor): like Firebase, it is
   * saved in localStorage, which is how the site knows to load the auth layer at all.
   */
  startSignedIn(user: AuthUser) {
    currentUser = user;
    localStorage.setItem(SAVED_SESSION_KEY, JSON.stringify(user));
  },
  subscriberCount: () => listeners.size,
  reset() {
    currentUser = null;
    // Build-script tests run in Node, without a browser's storage.
    if (typeof localStorage !== 'undefined') localStorage.removeItem(SAVED_SESSION_KEY);
    listeners.clear();
    installDefaults();
  },
};
