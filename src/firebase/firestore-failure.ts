/**
 * What a failed Firestore call means for the visitor, the same for every call the site makes
 * (contact enquiries, a member's saved classes): no connection, a service that is down or
 * too slow, or a request the service refused.
 */
import { RequestTimeoutError } from './with-timeout';

export type FirestoreFailure = 'network' | 'unavailable' | 'rejected';

// Firestore error codes that mean the request reached the service and was refused.
const REJECTED_CODES = new Set([
  'permission-denied',
  'invalid-argument',
  'failed-precondition',
  'already-exists',
  'out-of-range',
  'unauthenticated',
]);

export function firestoreErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** Maps a failed call to what the visitor can do about it. */
export function firestoreFailure(error: unknown, isOnline = navigator.onLine): FirestoreFailure {
  // No answer in time: the service is slow or down, not the visitor's connection.
  if (isOnline && error instanceof RequestTimeoutError) return 'unavailable';
  const code = firestoreErrorCode(error);
  // No code: the SDK chunk did not download. 'unknown': Lite's fetch failed before any answer.
  if (!isOnline || code === undefined || code === 'unknown') return 'network';
  return REJECTED_CODES.has(code) ? 'rejected' : 'unavailable';
}
