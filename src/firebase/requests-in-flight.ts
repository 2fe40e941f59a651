/**
 * The Firebase requests asked for and not yet settled. Firestore attaches the signed-in person's
 * ID token when it sends a request, not when the page asks for it, and a read asked for a moment
 * ago may still be waiting for the SDK's code to download: signing out at that moment would send
 * it signed out, and the rules would refuse it. Signing out first lets these settle.
 */
import { settleWithin } from '@/lib/settle-within';

const inFlight = new Set<Promise<unknown>>();

/** Counts `request` as in flight until it settles; returns it unchanged. */
export function trackInFlight<T>(request: Promise<T>): Promise<T> {
  inFlight.add(request);
  const forget = () => inFlight.delete(request);
  request.then(forget, forget);
  return request;
}

/**
 * Resolves once nothing is in flight, counting requests asked for while it waits, or once `ms`
 * have passed, whichever comes first. Never rejects: a failed request has settled too.
 */
export async function inFlightSettled(ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (inFlight.size > 0) {
    const left = deadline - Date.now();
    if (left <= 0) return;
    await settleWithin(Promise.allSettled([...inFlight]), left, () => undefined);
  }
}
