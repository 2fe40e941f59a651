import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FirebaseClient } from './client';

// This file tests the real auth layer; the Firebase SDK underneath is replaced.
vi.unmock('@/firebase/auth');
vi.mock('./client', () => ({ getFirebase: vi.fn() }));
vi.mock('./users', () => ({ createUserRecord: vi.fn() }));

const { getFirebase } = await import('./client');
const { createUserRecord } = await import('./users');
const { authErrorKind, requestPasswordReset, signIn, signInErrorKind, signOut, signUp, subscribeToAuth } = await import(
  './auth'
);

const { FIREBASE_REQUEST_TIMEOUT_MS, RequestTimeoutError, withTimeout } = await import('./with-timeout');

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const sdk = {
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  onAuthStateChanged: vi.fn(),
};
const auth = { name: 'the-auth-instance' };

beforeEach(() => {
  vi.mocked(getFirebase)
    .mockReset()
    .mockResolvedValue({ app: {}, auth, sdk } as unknown as FirebaseClient);
  vi.mocked(createUserRecord).mockReset().mockResolvedValue();
});
afterEach(() => {
  for (const fn of Object.values(sdk)) fn.mockReset();
});

describe('error kinds', () => {
  it.each([
    ['auth/wrong-password', 'wrong-credentials'],
    ['auth/user-not-found', 'wrong-credentials'],
    ['auth/invalid-credential', 'wrong-credentials'],
    ['auth/invalid-login-credentials', 'wrong-credentials'],
    ['auth/email-already-in-use', 'email-taken'],
    ['auth/weak-password', 'weak-password'],
    ['auth/password-does-not-meet-requirements', 'weak-password'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/missing-email', 'invalid-email'],
    ['auth/missing-password', 'missing-password'],
    ['auth/network-request-failed', 'network'],
    ['auth/timeout', 'network'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/operation-not-allowed', 'unavailable'],
    ['auth/unauthorized-domain', 'unavailable'],
    ['auth/internal-error', 'unknown'],
  ])('%s is %s', (code, kind) => {
    expect(authErrorKind(firebaseError(code))).toBe(kind);
  });

  it('treats an error without a Firebase code (the SDK chunk did not download) as no network', () => {
    expect(authErrorKind(new TypeError('Failed to fetch dynamically imported module'))).toBe('network');
  });

  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-credential',
    'auth/invalid-email',
    'auth/missing-password',
  ])('sign-in reports %s as wrong credentials', (code) => {
    expect(signInErrorKind(firebaseError(code))).toBe('wrong-credentials');
  });

  it('sign-in keeps the kinds that are not about the credentials', () => {
    expect(signInErrorKind(firebaseError('auth/network-request-failed'))).toBe('network');
    expect(signInErrorKind(firebaseError('auth/too-many-requests'))).toBe('too-many-requests');
    expect(signInErrorKind(firebaseError('auth/user-disabled'))).toBe('user-disabled');
  });
});

describe('signIn', () => {
  it('hands back a plain user', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'u1', email: 'a@b.tn', emailVerified: true, getIdToken: vi.fn() },
    });
    await expect(signIn('a@b.tn', 'secret12')).resolves.toEqual({
      ok: true,
      user: { uid: 'u1', email: 'a@b.tn', emailVerified: true },
    });
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'a@b.tn', 'secret12');
  });

  it('hands back the kind of a failure, never the SDK error', async () => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(firebaseError('auth/invalid-email'));
    await expect(signIn('nope', 'secret12')).resolves.toEqual({ ok: false, error: 'wrong-credentials' });
  });

  it('reports no network when the SDK itself cannot load', async () => {
    vi.mocked(getFirebase).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(signIn('a@b.tn', 'secret12')).resolves.toEqual({ ok: false, error: 'network' });
  });
});

describe('signUp', () => {
  it('creates the account, then its users document', async () => {
    sdk.createUserWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'new-uid', email: 'n@b.tn', emailVerified: false },
    });
    await expect(signUp('n@b.tn', 'secret12')).resolves.toEqual({
      ok: true,
      user: { uid: 'new-uid', email: 'n@b.tn', emailVerified: false },
    });
    expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledWith(auth, 'n@b.tn', 'secret12');
    expect(createUserRecord).toHaveBeenCalledWith('new-uid');
  });

  it('still succeeds when the document write fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sdk.createUserWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'new-uid', email: 'n@b.tn', emailVerified: false },
    });
    vi.mocked(createUserRecord).mockRejectedValue(new Error('Request failed with error: Failed to fetch'));
    await expect(signUp('n@b.tn', 'secret12')).resolves.toMatchObject({ ok: true });
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(logged).toHaveBeenCalledWith(
      'Could not create the users document of the new account new-uid:',
      expect.objectContaining({ message: 'Request failed with error: Failed to fetch' }),
    );
  });

  it('writes no document when the account was not created', async () => {
    sdk.createUserWithEmailAndPassword.mockRejectedValue(firebaseError('auth/email-already-in-use'));
    await expect(signUp('n@b.tn', 'secret12')).resolves.toEqual({ ok: false, error: 'email-taken' });
    expect(createUserRecord).not.toHaveBeenCalled();
  });

  it('reports a malformed address as such (sign-in would not)', async () => {
    sdk.createUserWithEmailAndPassword.mockRejectedValue(firebaseError('auth/invalid-email'));
    await expect(signUp('nope', 'secret12')).resolves.toEqual({ ok: false, error: 'invalid-email' });
  });
});

describe('requestPasswordReset', () => {
  it('answers the same for an address without an account', async () => {
    sdk.sendPasswordResetEmail.mockResolvedValueOnce(undefined);
    await expect(requestPasswordReset('member@b.tn')).resolves.toEqual({ ok: true });
    sdk.sendPasswordResetEmail.mockRejectedValueOnce(firebaseError('auth/user-not-found'));
    await expect(requestPasswordReset('stranger@b.tn')).resolves.toEqual({ ok: true });
  });

  it('reports problems that are not about the account', async () => {
    sdk.sendPasswordResetEmail.mockRejectedValue(firebaseError('auth/network-request-failed'));
    await expect(requestPasswordReset('member@b.tn')).resolves.toEqual({ ok: false, error: 'network' });
  });
});

describe('a service that never answers', () => {
  const never = () => new Promise<never>(() => {});
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Settles `call` once the request bound has passed, and says whether it had settled before. */
  async function afterTheBound<T>(call: Promise<T>) {
    let isEarly = false;
    void call.then(() => (isEarly = true));
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
    const settledEarly = isEarly;
    await vi.advanceTimersByTimeAsync(1);
    return { settledEarly, result: await call };
  }

  // A sign-up or a reset request sent may still create the account or send the e-mail after
  // the bound; a sign-in landing late only signs the visitor in, which the page then shows.
  it('ends a sent sign-up and reset request as "no-answer" after 15 s, a sign-in as "unavailable"', async () => {
    sdk.signInWithEmailAndPassword.mockImplementation(never);
    sdk.createUserWithEmailAndPassword.mockImplementation(never);
    sdk.sendPasswordResetEmail.mockImplementation(never);
    const calls = [
      [() => signIn('a@b.tn', 'secret12'), 'unavailable'],
      [() => signUp('n@b.tn', 'secret12'), 'no-answer'],
      [() => requestPasswordReset('a@b.tn'), 'no-answer'],
    ] as const;
    for (const [call, error] of calls) {
      await expect(afterTheBound(call())).resolves.toEqual({
        settledEarly: false,
        result: { ok: false, error },
      });
    }
  });

  it('also ends a wait on the SDK download itself, as "unavailable", and never sends once it arrives late', async () => {
    let arrive: (client: FirebaseClient) => void = () => {};
    vi.mocked(getFirebase).mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    for (const call of [() => signUp('n@b.tn', 'secret12'), () => requestPasswordReset('a@b.tn')]) {
      await expect(afterTheBound(call())).resolves.toMatchObject({ result: { ok: false, error: 'unavailable' } });
    }
    arrive({ app: {}, auth, sdk } as unknown as FirebaseClient);
    await vi.advanceTimersByTimeAsync(0);
    expect(sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(sdk.sendPasswordResetEmail).not.toHaveBeenCalled();
  });

  it('lets sign-up finish without waiting on the users document, and logs a write that never ends', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sdk.createUserWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'new-uid', email: 'n@b.tn', emailVerified: false },
    });
    vi.mocked(createUserRecord).mockImplementation(never);
    await expect(signUp('n@b.tn', 'secret12')).resolves.toEqual({
      ok: true,
      user: { uid: 'new-uid', email: 'n@b.tn', emailVerified: false },
    });
    expect(createUserRecord).toHaveBeenCalledWith('new-uid');
    expect(logged).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    expect(logged).toHaveBeenCalledWith(
      'Could not create the users document of the new account new-uid:',
      expect.any(RequestTimeoutError),
    );
  });
});

/**
 * A request asked for and not yet answered. It is answered when the test ends at the latest: a
 * failing test must not leave it in flight for the next test's sign-out to wait on.
 */
function heldRequest() {
  let answer = () => {};
  const request = withTimeout(
    new Promise<void>((resolve) => {
      answer = resolve;
    }),
  );
  onTestFinished(() => answer());
  return { request, answer };
}

describe('signOut', () => {
  it('signs the Auth instance out', async () => {
    await signOut();
    expect(sdk.signOut).toHaveBeenCalledWith(auth);
  });

  it('lets a request already asked for finish as the signed-in person first', async () => {
    const { request: read, answer } = heldRequest();
    const signedOut = signOut();
    // Everything already due has run: had sign-out not waited, it would have reached the SDK.
    await new Promise((resolve) => setTimeout(resolve));
    expect(sdk.signOut).not.toHaveBeenCalled();
    answer();
    await read;
    await signedOut;
    expect(sdk.signOut).toHaveBeenCalledWith(auth);
  });

  it('sends a sign-in or sign-up asked for while it waits only once it has ended, so it never ends the new session', async () => {
    const { request: read, answer } = heldRequest();
    sdk.signInWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'u2', email: 'b@example.com', emailVerified: true },
    });
    sdk.createUserWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'u3', email: 'c@example.com', emailVerified: false },
    });
    const signedOut = signOut();
    const signedIn = signIn('b@example.com', 'secret-2');
    const signedUp = signUp('c@example.com', 'secret-3');
    await new Promise((resolve) => setTimeout(resolve));
    expect(sdk.signInWithEmailAndPassword).not.toHaveBeenCalled();
    expect(sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    answer();
    await Promise.all([read, signedOut]);
    expect(await signedIn).toEqual({ ok: true, user: { uid: 'u2', email: 'b@example.com', emailVerified: true } });
    expect((await signedUp).ok).toBe(true);
    const signOutOrder = sdk.signOut.mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;
    expect(sdk.signInWithEmailAndPassword.mock.invocationCallOrder[0]).toBeGreaterThan(signOutOrder);
    expect(sdk.createUserWithEmailAndPassword.mock.invocationCallOrder[0]).toBeGreaterThan(signOutOrder);
  });

  it('forgets the saved session at once when the page goes away or is hidden while it waits, and only then', async () => {
    const sessionKey = 'firebase:authUser:the-api-key:[DEFAULT]';
    const saveSession = () => localStorage.setItem(sessionKey, '{"uid":"u1"}');
    localStorage.setItem('rivage:other', 'kept');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const { request: read, answer } = heldRequest();
    const waiting: Promise<void>[] = [];
    for (const goAway of [
      () => window.dispatchEvent(new Event('pagehide')),
      () => {
        visibility.mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ]) {
      saveSession();
      waiting.push(signOut());
      await new Promise((resolve) => setTimeout(resolve));
      expect(localStorage.getItem(sessionKey)).not.toBeNull();
      goAway();
      expect(localStorage.getItem(sessionKey)).toBeNull();
      expect(localStorage.getItem('rivage:other')).toBe('kept');
    }
    answer();
    await Promise.all([read, ...waiting]);
    expect(sdk.signOut).toHaveBeenCalledTimes(2);
    // Ended: the page going away later is none of a sign-out's business.
    saveSession();
    window.dispatchEvent(new Event('pagehide'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(localStorage.getItem(sessionKey)).not.toBeNull();
    visibility.mockRestore();
    localStorage.clear();
  });

  it('lets a sign-in go ahead when the sign-out failed', async () => {
    sdk.signOut.mockRejectedValue(firebaseError('auth/network-request-failed'));
    sdk.signInWithEmailAndPassword.mockResolvedValue({
      user: { uid: 'u2', email: 'b@example.com', emailVerified: true },
    });
    await expect(signOut()).rejects.toThrow();
    expect((await signIn('b@example.com', 'secret-2')).ok).toBe(true);
  });
});

describe('subscribeToAuth', () => {
  it('passes plain users or null on every change, until unsubscribed', async () => {
    const stop = vi.fn();
    sdk.onAuthStateChanged.mockReturnValue(stop);
    const seen: unknown[] = [];
    const unsubscribe = subscribeToAuth((user) => seen.push(user));
    await vi.waitFor(() => expect(sdk.onAuthStateChanged).toHaveBeenCalled());
    const firebaseCallback = sdk.onAuthStateChanged.mock.calls[0]?.[1] as (user: unknown) => void;
    firebaseCallback({ uid: 'u1', email: 'a@b.tn', emailVerified: false, refreshToken: 'x' });
    firebaseCallback(null);
    expect(seen).toEqual([{ uid: 'u1', email: 'a@b.tn', emailVerified: false }, null]);
    unsubscribe();
    expect(stop).toHaveBeenCalled();
  });

  // The anonymous account a visitor's first enquiry makes (./public-writer) is no member.
  it('reports an anonymous user as signed out', async () => {
    const seen: unknown[] = [];
    subscribeToAuth((user) => seen.push(user));
    await vi.waitFor(() => expect(sdk.onAuthStateChanged).toHaveBeenCalled());
    const firebaseCallback = sdk.onAuthStateChanged.mock.calls[0]?.[1] as (user: unknown) => void;
    firebaseCallback({ uid: 'anon', email: null, emailVerified: false, isAnonymous: true });
    firebaseCallback({ uid: 'u1', email: 'a@b.tn', emailVerified: false, isAnonymous: false });
    expect(seen).toEqual([null, { uid: 'u1', email: 'a@b.tn', emailVerified: false }]);
  });

  it('never subscribes when unsubscribed before the SDK finished loading', async () => {
    const unsubscribe = subscribeToAuth(() => {});
    unsubscribe();
    await Promise.resolve();
    await Promise.resolve();
    expect(sdk.onAuthStateChanged).not.toHaveBeenCalled();
  });
});
