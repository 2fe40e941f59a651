/**
 * Accounts, for the rest of the site: sign in, sign up, sign out, password reset and the
 * current session, as plain `{ uid, email }` users and plain error kinds. No Firebase type
 * or error leaves this module, and the SDK itself loads only when one of these is called.
 */
import { type FirebaseClient, getFirebase } from './client';
import { inFlightSettled } from './requests-in-flight';
import { isSavedSessionKey } from './saved-session';
import { createUserRecord } from './users';
import { FIREBASE_REQUEST_TIMEOUT_MS, RequestTimeoutError, UnansweredRequestError, withTimeout } from './with-timeout';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export type AuthErrorKind =
  | 'wrong-credentials'
  | 'email-taken'
  | 'weak-password'
  | 'invalid-email'
  | 'missing-password'
  | 'network'
  | 'too-many-requests'
  | 'user-disabled'
  | 'unavailable'
  /** Sent, but no answer came in time: what it asked for (an account, an e-mail) may still happen. */
  | 'no-answer'
  | 'unknown';

export type AuthResult = { ok: true; user: AuthUser } | { ok: false; error: AuthErrorKind };

export type ResetResult = { ok: true } | { ok: false; error: AuthErrorKind };

const kindsByCode: Readonly<Record<string, AuthErrorKind>> = {
  'auth/wrong-password': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  // With e-mail-enumeration protection on, the service says only this for both of the above.
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/email-already-in-use': 'email-taken',
  'auth/weak-password': 'weak-password',
  'auth/password-does-not-meet-requirements': 'weak-password',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/missing-password': 'missing-password',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/too-many-requests': 'too-many-requests',
  'auth/user-disabled': 'user-disabled',
  // The provider is switched off in the project, or the site is not an authorized domain.
  'auth/operation-not-allowed': 'unavailable',
  'auth/unauthorized-domain': 'unavailable',
  'auth/invalid-api-key': 'unavailable',
};

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/**
 * The kind of a failed call. A call that got no answer in time means the service is not
 * available, or, once the request had gone out, that it may still take effect; an error without a Firebase code means the SDK's own chunk failed to download:
 * the visitor is offline.
 */
export function authErrorKind(error: unknown): AuthErrorKind {
  if (error instanceof UnansweredRequestError) return 'no-answer';
  if (error instanceof RequestTimeoutError) return 'unavailable';
  const code = authErrorCode(error);
  if (code === undefined) return 'network';
  return kindsByCode[code] ?? 'unknown';
}

/**
 * Sign-in keeps the product's one message for every credential problem: a malformed address
 * or an empty password is "wrong e-mail or password" too, and never tells whether an account
 * exists.
 */
export function signInErrorKind(error: unknown): AuthErrorKind {
  const kind = authErrorKind(error);
  if (kind === 'invalid-email' || kind === 'missing-password') return 'wrong-credentials';
  // A sign-in that lands late changes nothing stored: it only signs the visitor in, which the page shows.
  return kind === 'no-answer' ? 'unavailable' : kind;
}

/**
 * Runs `call` with the loaded SDK, the download included, within the request bound. Past the
 * bound, a request already sent rejects with an UnansweredRequestError (it may still take
 * effect); one not sent yet never is, even if the SDK arrives later.
 */
async function withSdk<T>(call: (client: FirebaseClient) => Promise<T>): Promise<T> {
  let isSent = false;
  let isAbandoned = false;
  try {
    return await withTimeout(
      getFirebase().then((client) => {
        if (isAbandoned) throw new RequestTimeoutError(FIREBASE_REQUEST_TIMEOUT_MS);
        isSent = true;
        return call(client);
      }),
    );
  } catch (error) {
    if (!(error instanceof RequestTimeoutError)) throw error;
    isAbandoned = true;
    throw isSent ? new UnansweredRequestError() : error;
  }
}

function toAuthUser(user: { uid: string; email: string | null; emailVerified: boolean }): AuthUser {
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

export async function signIn(email: string, password: string): Promise<AuthResult> {
  await signOutEnded();
  try {
    const credential = await withSdk(({ auth, sdk }) => sdk.signInWithEmailAndPassword(auth, email, password));
    return { ok: true, user: toAuthUser(credential.user) };
  } catch (error) {
    return { ok: false, error: signInErrorKind(error) };
  }
}

/**
 * Creates the account, then starts writing its `users/{uid}` document without waiting for
 * it: the account exists once the first step succeeds, so the new member goes on at once,
 * and a failed or slow document write is logged, never shown as a failed sign-up.
 */
export async function signUp(email: string, password: string): Promise<AuthResult> {
  await signOutEnded();
  let user: AuthUser;
  try {
    const credential = await withSdk(({ auth, sdk }) => sdk.createUserWithEmailAndPassword(auth, email, password));
    user = toAuthUser(credential.user);
  } catch (error) {
    return { ok: false, error: authErrorKind(error) };
  }
  withTimeout(createUserRecord(user.uid)).catch((error: unknown) => {
    console.error(`Could not create the users document of the new account ${user.uid}:`, error);
  });
  return { ok: true, user };
}

/**
 * How long signing out waits for the requests already asked for to finish as the person who asked
 * (requests-in-flight.ts). They usually take well under a second; past this, a slow service does
 * not keep the person signed in.
 */
export const SIGN_OUT_WAIT_MS = 5_000;

let pendingSignOut: Promise<void> = Promise.resolve();

/**
 * Resolves once the sign-out asked for last has ended, however it ended. A sign-in or sign-up
 * waits for it: sent while a sign-out waits for the requests in flight, the new session would be
 * the one that sign-out ends.
 */
function signOutEnded(): Promise<void> {
  return pendingSignOut.catch(() => undefined);
}

/**
 * Removes the saved session at once. The page calls it when it goes away (closed, reloaded, left)
 * while a sign-out still waits: the wait would never end, and the next visit, maybe someone else's
 * at the same computer, would find the person signed in.
 */
function forgetSavedSession() {
  try {
    for (const key of Object.keys(localStorage)) if (isSavedSessionKey(key)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing can have been saved either.
  }
}

function forgetSessionIfHidden() {
  if (document.visibilityState === 'hidden') forgetSavedSession();
}

export function signOut(): Promise<void> {
  // A phone may end a page it has hidden without telling it: hidden counts as gone.
  window.addEventListener('pagehide', forgetSavedSession);
  document.addEventListener('visibilitychange', forgetSessionIfHidden);
  const signingOut: Promise<void> = inFlightSettled(SIGN_OUT_WAIT_MS)
    .then(() => withSdk(({ auth, sdk }) => sdk.signOut(auth)))
    .finally(() => {
      // A sign-out asked for since still waits: the listeners (one registration for both) are its too.
      if (pendingSignOut !== signingOut) return;
      window.removeEventListener('pagehide', forgetSavedSession);
      document.removeEventListener('visibilitychange', forgetSessionIfHidden);
    });
  pendingSignOut = signingOut;
  return signingOut;
}

/**
 * Asks for a password-reset e-mail. An unknown address answers exactly like a known one,
 * so the form never tells who has an account.
 */
export async function requestPasswordReset(email: string): Promise<ResetResult> {
  try {
    await withSdk(({ auth, sdk }) => sdk.sendPasswordResetEmail(auth, email));
    return { ok: true };
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return { ok: true };
    return { ok: false, error: authErrorKind(error) };
  }
}

/**
 * Follows the session: `callback` gets the user or null now and on every change. Returns
 * an unsubscribe that also works before the SDK has finished loading. If the SDK cannot
 * load (offline), the visitor is signed out as far as this page can tell: `callback(null)`.
 */
export function subscribeToAuth(callback: (user: AuthUser | null) => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let isCancelled = false;
  getFirebase().then(
    ({ auth, sdk }) => {
      if (isCancelled) return;
      // An anonymous user is a visitor who sent an enquiry (./public-writer): signed out, as
      // far as the navbar, the account pages and the sign-up form are concerned.
      unsubscribe = sdk.onAuthStateChanged(auth, (user) =>
        callback(user && !user.isAnonymous ? toAuthUser(user) : null),
      );
    },
    () => {
      if (!isCancelled) callback(null);
    },
  );
  return () => {
    isCancelled = true;
    unsubscribe?.();
  };
}
