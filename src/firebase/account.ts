/**
 * A signed-in member's own account: change the password, ask for a verification e-mail, delete
 * the account with its bookings and saved classes. Like ./auth, it answers with plain results and error
 * kinds, bounds every request, and loads the SDK only when called. Each step is bounded on its
 * own and awaited before the next starts, so nothing goes on after the caller has its answer.
 */
import type { User } from 'firebase/auth';
import { authErrorCode, authErrorKind } from './auth';
import { removeMyBookings } from './bookings';
import { type AuthSdk, getFirebase } from './client';
import type { FirestoreFailure } from './firestore-failure';
import { deleteUserRecord } from './users';
import { RequestTimeoutError, withTimeout } from './with-timeout';

export type AccountErrorKind =
  | 'wrong-password'
  | 'weak-password'
  | 'requires-recent-login'
  | 'too-many-requests'
  | 'user-disabled'
  | 'network'
  | 'unavailable'
  /** The change was sent but not answered in time: it may still have been made. */
  | 'no-answer'
  /** No member is signed in (any more) in this tab. */
  | 'signed-out'
  | 'unknown';

type AccountResult = { ok: true } | { ok: false; error: AccountErrorKind };

/**
 * `bookingsCancelled`: some of the member's upcoming bookings and waitlist places are already
 * given up; `savedClassesDeleted`: their saved classes are already gone; but the account is not
 * (a later step failed), so the visitor can be told exactly what is left.
 */
type DeleteAccountResult =
  | { ok: true }
  | { ok: false; error: AccountErrorKind; bookingsCancelled: boolean; savedClassesDeleted: boolean };

/** The kind of a failed account call; everything an account call cannot fix is 'unknown'. */
export function accountErrorKind(error: unknown): AccountErrorKind {
  const code = authErrorCode(error);
  if (code === 'auth/requires-recent-login' || code === 'auth/user-token-expired') return 'requires-recent-login';
  if (code === 'auth/null-user') return 'signed-out';
  const kind = authErrorKind(error);
  switch (kind) {
    // Re-authentication answers a wrong password with any of the credential codes.
    case 'wrong-credentials':
    case 'missing-password':
      return 'wrong-password';
    case 'weak-password':
    case 'too-many-requests':
    case 'user-disabled':
    case 'network':
    case 'unavailable':
    case 'no-answer':
      return kind;
    default:
      return 'unknown';
  }
}

const firestoreKinds: Readonly<Record<FirestoreFailure, AccountErrorKind>> = {
  network: 'network',
  unavailable: 'unavailable',
  // The rules refused the member's own delete: nothing they can change, so "something went wrong".
  rejected: 'unknown',
};

type Step<T> = ({ ok: true } & T) | { ok: false; error: AccountErrorKind };

/**
 * Runs one request within the bound, as a plain result. Past the bound, a step that changes
 * nothing (loading the SDK, checking the password) is 'unavailable' and the steps after it never
 * start; a `change` may still be made after the member was told: 'no-answer'.
 */
async function step<T>(request: () => Promise<T>, { isChange = false } = {}): Promise<Step<{ value: T }>> {
  try {
    return { ok: true, value: await withTimeout(request()) };
  } catch (error) {
    if (isChange && error instanceof RequestTimeoutError) return { ok: false, error: 'no-answer' };
    return { ok: false, error: accountErrorKind(error) };
  }
}

/** The loaded SDK and the member signed in in this tab (with the e-mail their password goes with). */
async function signedInMember(): Promise<Step<{ sdk: AuthSdk; user: User; email: string }>> {
  const loaded = await step(getFirebase);
  if (!loaded.ok) return loaded;
  const { auth, sdk } = loaded.value;
  const user = auth.currentUser;
  if (!user?.email) return { ok: false, error: 'signed-out' };
  return { ok: true, sdk, user, email: user.email };
}

/** The signed-in member, once their password has been checked again (what sensitive changes need). */
async function reauthenticatedMember(password: string): Promise<Step<{ sdk: AuthSdk; user: User }>> {
  const member = await signedInMember();
  if (!member.ok) return member;
  const { sdk, user, email } = member;
  const checked = await step(() =>
    sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(email, password)),
  );
  return checked.ok ? { ok: true, sdk, user } : checked;
}

function plain(result: Step<unknown>): AccountResult {
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<AccountResult> {
  const member = await reauthenticatedMember(currentPassword);
  if (!member.ok) return plain(member);
  return plain(await step(() => member.sdk.updatePassword(member.user, newPassword), { isChange: true }));
}

export async function sendVerificationEmail(): Promise<AccountResult> {
  const member = await signedInMember();
  if (!member.ok) return plain(member);
  return plain(await step(() => member.sdk.sendEmailVerification(member.user), { isChange: true }));
}

/**
 * Deletes the member's bookings (their upcoming places given up first, so the places come back;
 * src/firebase/bookings.ts), then their `users/{uid}` document, then the account: in that order
 * because the rules let only a signed-in owner delete their documents. A failed step stops
 * there, the account and what is not yet deleted kept. Firebase signs a deleted user out by itself.
 */
export async function deleteAccount(password: string): Promise<DeleteAccountResult> {
  const member = await reauthenticatedMember(password);
  if (!member.ok) return { ok: false, error: member.error, bookingsCancelled: false, savedClassesDeleted: false };
  const bookings = await removeMyBookings(member.user.uid);
  if (!bookings.ok) {
    // Unanswered, more may have gone than the member was told: they must check before trying again.
    const error = bookings.isUnanswered ? 'no-answer' : firestoreKinds[bookings.reason];
    return { ok: false, error, bookingsCancelled: bookings.bookingsCancelled, savedClassesDeleted: false };
  }
  const { bookingsCancelled } = bookings;
  const record = await deleteUserRecord(member.user.uid);
  if (!record.ok) {
    // Unanswered, the saved classes may still go: the member must check before trying again.
    const error = record.isUnanswered ? 'no-answer' : firestoreKinds[record.reason];
    return { ok: false, error, bookingsCancelled, savedClassesDeleted: false };
  }
  const deleted = await step(() => member.sdk.deleteUser(member.user), { isChange: true });
  return deleted.ok ? { ok: true } : { ok: false, error: deleted.error, bookingsCancelled, savedClassesDeleted: true };
}
