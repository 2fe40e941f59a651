/**
 * Where Firebase Auth keeps a signed-in session in this browser: localStorage (client.ts chooses
 * `browserLocalPersistence`), under keys that start with this prefix. The auth context reads them to
 * know, without loading Firebase, whether anyone can be signed in; signing out clears them when the
 * page goes away before it has ended the session (auth.ts).
 */
export const SAVED_SESSION_PREFIX = 'firebase:authUser:';

export function isSavedSessionKey(key: string | null): boolean {
  return key?.startsWith(SAVED_SESSION_PREFIX) ?? false;
}
