import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseClient } from './client';

// This file tests the real account layer (and the auth layer's error codes it builds on);
// the Firebase SDK, the users document and the bookings underneath are replaced (the bookings
// by tests/setup.ts).
vi.unmock('@/firebase/auth');
vi.mock('./client', () => ({ getFirebase: vi.fn() }));
vi.mock('./users', () => ({ createUserRecord: vi.fn(), deleteUserRecord: vi.fn() }));

const { getFirebase } = await import('./client');
const { deleteUserRecord } = await import('./users');
const { removeMyBookings } = await import('./bookings');
const { accountErrorKind, changePassword, deleteAccount, sendVerificationEmail } = await import('./account');
const { FIREBASE_REQUEST_TIMEOUT_MS, RequestTimeoutError, UnansweredRequestError } = await import('./with-timeout');

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const never = () => new Promise<never>(() => {});

const member = { uid: 'uid-42', email: 'salma@example.tn' };
const credential = { kind: 'the-credential' };
const sdk = {
  EmailAuthProvider: { credential: vi.fn() },
  reauthenticateWithCredential: vi.fn(),
  updatePassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  deleteUser: vi.fn(),
};
const auth: { currentUser: typeof member | null } = { currentUser: member };
/** What happened, in order: the SDK calls and the document delete. */
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  auth.currentUser = member;
  vi.mocked(getFirebase)
    .mockReset()
    .mockResolvedValue({ app: {}, auth, sdk } as unknown as FirebaseClient);
  sdk.EmailAuthProvider.credential.mockReset().mockReturnValue(credential);
  for (const name of [
    'reauthenticateWithCredential',
    'updatePassword',
    'sendEmailVerification',
    'deleteUser',
  ] as const) {
    sdk[name].mockReset().mockImplementation(async () => {
      calls.push(name);
    });
  }
  vi.mocked(deleteUserRecord)
    .mockReset()
    .mockImplementation(async () => {
      calls.push('deleteUserRecord');
      return { ok: true };
    });
  vi.mocked(removeMyBookings)
    .mockReset()
    .mockImplementation(async () => {
      calls.push('removeMyBookings');
      return { ok: true, bookingsCancelled: true };
    });
});

describe('error kinds', () => {
  it.each([
    ['auth/wrong-password', 'wrong-password'],
    ['auth/invalid-credential', 'wrong-password'],
    ['auth/invalid-login-credentials', 'wrong-password'],
    ['auth/missing-password', 'wrong-password'],
    ['auth/weak-password', 'weak-password'],
    ['auth/password-does-not-meet-requirements', 'weak-password'],
    ['auth/requires-recent-login', 'requires-recent-login'],
    ['auth/user-token-expired', 'requires-recent-login'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/network-request-failed', 'network'],
    ['auth/operation-not-allowed', 'unavailable'],
    ['auth/null-user', 'signed-out'],
    ['auth/email-already-in-use', 'unknown'],
    ['auth/internal-error', 'unknown'],
  ])('%s is %s', (code, kind) => {
    expect(accountErrorKind(firebaseError(code))).toBe(kind);
  });

  it('reads a timeout as unavailable and an error without a code as no network', () => {
    expect(accountErrorKind(new RequestTimeoutError(FIREBASE_REQUEST_TIMEOUT_MS))).toBe('unavailable');
    expect(accountErrorKind(new UnansweredRequestError())).toBe('no-answer');
    expect(accountErrorKind(new TypeError('Failed to fetch dynamically imported module'))).toBe('network');
  });
});

describe('changePassword', () => {
  it('checks the current password again, then sets the new one', async () => {
    await expect(changePassword('old-secret', 'new-secret')).resolves.toEqual({ ok: true });
    expect(sdk.EmailAuthProvider.credential).toHaveBeenCalledWith('salma@example.tn', 'old-secret');
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(member, credential);
    expect(sdk.updatePassword).toHaveBeenCalledWith(member, 'new-secret');
    expect(calls).toEqual(['reauthenticateWithCredential', 'updatePassword']);
  });

  it('sets nothing when the current password is wrong', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue(firebaseError('auth/invalid-credential'));
    await expect(changePassword('wrong', 'new-secret')).resolves.toEqual({ ok: false, error: 'wrong-password' });
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('reports a new password the service finds too weak', async () => {
    sdk.updatePassword.mockRejectedValue(firebaseError('auth/weak-password'));
    await expect(changePassword('old-secret', 'abc')).resolves.toEqual({ ok: false, error: 'weak-password' });
  });

  it('reports a tab where nobody is signed in any more', async () => {
    auth.currentUser = null;
    await expect(changePassword('old-secret', 'new-secret')).resolves.toEqual({ ok: false, error: 'signed-out' });
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  it('reports no network when the SDK itself cannot load', async () => {
    vi.mocked(getFirebase).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(changePassword('old-secret', 'new-secret')).resolves.toEqual({ ok: false, error: 'network' });
  });
});

describe('sendVerificationEmail', () => {
  it('sends the verification e-mail to the signed-in member', async () => {
    await expect(sendVerificationEmail()).resolves.toEqual({ ok: true });
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(member);
  });

  it('hands back the kind of a failure', async () => {
    sdk.sendEmailVerification.mockRejectedValue(firebaseError('auth/too-many-requests'));
    await expect(sendVerificationEmail()).resolves.toEqual({ ok: false, error: 'too-many-requests' });
  });

  it('reports a tab where nobody is signed in any more', async () => {
    auth.currentUser = null;
    await expect(sendVerificationEmail()).resolves.toEqual({ ok: false, error: 'signed-out' });
  });
});

describe('deleteAccount', () => {
  it('checks the password, gives up and deletes the bookings, deletes the users document, then the account', async () => {
    await expect(deleteAccount('secret12')).resolves.toEqual({ ok: true });
    expect(sdk.EmailAuthProvider.credential).toHaveBeenCalledWith('salma@example.tn', 'secret12');
    expect(removeMyBookings).toHaveBeenCalledWith('uid-42');
    expect(deleteUserRecord).toHaveBeenCalledWith('uid-42');
    expect(sdk.deleteUser).toHaveBeenCalledWith(member);
    expect(calls).toEqual(['reauthenticateWithCredential', 'removeMyBookings', 'deleteUserRecord', 'deleteUser']);
  });

  it.each([
    ['network', 'network'],
    ['unavailable', 'unavailable'],
    ['rejected', 'unknown'],
  ] as const)('keeps the account and the users document when the bookings cannot all go (%s)', async (reason, kind) => {
    vi.mocked(removeMyBookings).mockResolvedValue({ ok: false, reason, isUnanswered: false, bookingsCancelled: true });
    await expect(deleteAccount('secret12')).resolves.toEqual({
      ok: false,
      error: kind,
      bookingsCancelled: true,
      savedClassesDeleted: false,
    });
    expect(deleteUserRecord).not.toHaveBeenCalled();
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it('says the bookings may have gone when their removal got no answer, deleting nothing after it', async () => {
    vi.mocked(removeMyBookings).mockResolvedValue({
      ok: false,
      reason: 'unavailable',
      isUnanswered: true,
      bookingsCancelled: false,
    });
    await expect(deleteAccount('secret12')).resolves.toEqual({
      ok: false,
      error: 'no-answer',
      bookingsCancelled: false,
      savedClassesDeleted: false,
    });
    expect(deleteUserRecord).not.toHaveBeenCalled();
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it('deletes nothing when the password is wrong', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue(firebaseError('auth/wrong-password'));
    await expect(deleteAccount('wrong')).resolves.toEqual({
      ok: false,
      error: 'wrong-password',
      bookingsCancelled: false,
      savedClassesDeleted: false,
    });
    expect(removeMyBookings).not.toHaveBeenCalled();
    expect(deleteUserRecord).not.toHaveBeenCalled();
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it.each([
    ['network', 'network'],
    ['unavailable', 'unavailable'],
    ['rejected', 'unknown'],
  ] as const)('keeps the account when the document delete fails (%s)', async (reason, kind) => {
    vi.mocked(deleteUserRecord).mockResolvedValue({ ok: false, reason });
    await expect(deleteAccount('secret12')).resolves.toEqual({
      ok: false,
      error: kind,
      bookingsCancelled: true,
      savedClassesDeleted: false,
    });
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it('says the saved classes are gone when only the account delete fails', async () => {
    sdk.deleteUser.mockRejectedValue(firebaseError('auth/network-request-failed'));
    await expect(deleteAccount('secret12')).resolves.toEqual({
      ok: false,
      error: 'network',
      bookingsCancelled: true,
      savedClassesDeleted: true,
    });
  });

  it('reports a tab where nobody is signed in any more, deleting nothing', async () => {
    auth.currentUser = null;
    await expect(deleteAccount('secret12')).resolves.toEqual({
      ok: false,
      error: 'signed-out',
      bookingsCancelled: false,
      savedClassesDeleted: false,
    });
    expect(removeMyBookings).not.toHaveBeenCalled();
    expect(deleteUserRecord).not.toHaveBeenCalled();
  });
});

describe('a service that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a password change as "unavailable" after the bound, and sets nothing later', async () => {
    sdk.reauthenticateWithCredential.mockImplementation(never);
    const result = changePassword('old-secret', 'new-secret');
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ ok: false, error: 'unavailable' });
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('ends a password change whose new password was sent as "no-answer": it may still be set', async () => {
    sdk.updatePassword.mockImplementation(never);
    const result = changePassword('old-secret', 'new-secret');
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ ok: false, error: 'no-answer' });
  });

  it('ends a verification request that was sent as "no-answer": the e-mail may still come', async () => {
    sdk.sendEmailVerification.mockImplementation(never);
    const result = sendVerificationEmail();
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ ok: false, error: 'no-answer' });
  });

  it('ends a verification request as "unavailable", sending nothing, when the SDK never loads', async () => {
    vi.mocked(getFirebase).mockImplementation(never);
    const result = sendVerificationEmail();
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ ok: false, error: 'unavailable' });
    expect(sdk.sendEmailVerification).not.toHaveBeenCalled();
  });

  it('ends an account delete that was sent as "no-answer", the saved classes gone', async () => {
    sdk.deleteUser.mockImplementation(never);
    const result = deleteAccount('secret12');
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toEqual({
      ok: false,
      error: 'no-answer',
      bookingsCancelled: true,
      savedClassesDeleted: true,
    });
  });

  it('ends as "no-answer" when the saved classes delete got no answer, deleting no account', async () => {
    vi.mocked(deleteUserRecord).mockResolvedValue({ ok: false, reason: 'unavailable', isUnanswered: true });
    await expect(deleteAccount('secret12')).resolves.toEqual({
      ok: false,
      error: 'no-answer',
      bookingsCancelled: true,
      savedClassesDeleted: false,
    });
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });

  it('deletes neither document nor account after a password check that never ends', async () => {
    sdk.reauthenticateWithCredential.mockImplementation(never);
    const result = deleteAccount('secret12');
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toEqual({
      ok: false,
      error: 'unavailable',
      bookingsCancelled: false,
      savedClassesDeleted: false,
    });
    expect(removeMyBookings).not.toHaveBeenCalled();
    expect(deleteUserRecord).not.toHaveBeenCalled();
    expect(sdk.deleteUser).not.toHaveBeenCalled();
  });
});
