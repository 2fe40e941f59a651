/**
 * A bound on every Firebase request the site makes. Firestore Lite's fetches have no timeout
 * and Auth's own is longer than anyone waits on a spinner, so a slow (not dead) service would
 * leave "Sending…" turning forever; past this bound the caller reports the service as
 * unavailable and the visitor keeps everything they typed.
 */
import { settleWithin } from '@/lib/settle-within';
import { trackInFlight } from './requests-in-flight';

export const FIREBASE_REQUEST_TIMEOUT_MS = 15_000;

/** The rejection of a request that outlived its bound (the request itself may still finish). */
export class RequestTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from Firebase within ${ms / 1000} s`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * A request that went out and got no answer within its bound. Unlike one never sent (the SDK was
 * still downloading), it may still take effect after the visitor has been told it failed, so the
 * forms say so instead of "not available".
 */
export class UnansweredRequestError extends Error {
  constructor() {
    super('A request was sent but got no answer in time: it may still take effect');
    this.name = 'UnansweredRequestError';
  }
}

/**
 * Settles like `request`, or rejects with a RequestTimeoutError once `ms` have passed. Counted as
 * in flight until then, so that signing out lets it finish first (requests-in-flight.ts).
 */
export function withTimeout<T>(request: Promise<T>, ms = FIREBASE_REQUEST_TIMEOUT_MS): Promise<T> {
  return trackInFlight(
    settleWithin(request, ms, (): never => {
      throw new RequestTimeoutError(ms);
    }),
  );
}
