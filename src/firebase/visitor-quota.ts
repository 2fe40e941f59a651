/**
 * The per-client limit on public writes, as the browser sees it. firestore.rules is what
 * enforces it (visitorQuotas/{uid}, written in the same batch as each lead); this module only
 * works out what that batch must say, from the client's own quota document as last stored, so
 * a visitor over the limit is told so without a write the rules would refuse anyway.
 */
import { PUBLIC_WRITES_PER_HOUR } from './lead-limits';

export const VISITOR_QUOTAS_COLLECTION = 'visitorQuotas';

/** The rules' window: `duration.value(1, 'h')`. */
export const QUOTA_WINDOW_MS = 60 * 60 * 1000;

export interface StoredQuota {
  /** When the current window opened, by the server's clock (ms since the epoch). */
  windowStartMs: number;
  count: number;
}

export type QuotaStep =
  /** No quota yet, or its hour is over: this write opens a window of its own, counting 1. */
  | { kind: 'fresh' }
  /** The hour is still open and has room: this write counts `count`. */
  | { kind: 'next'; count: number }
  /** The hour is full: nothing can be sent before `reopensAtMs`. */
  | { kind: 'full'; reopensAtMs: number };

export function nextQuotaStep(stored: StoredQuota | undefined, nowMs: number): QuotaStep {
  if (!stored || nowMs >= stored.windowStartMs + QUOTA_WINDOW_MS) return { kind: 'fresh' };
  if (stored.count >= PUBLIC_WRITES_PER_HOUR) {
    return { kind: 'full', reopensAtMs: stored.windowStartMs + QUOTA_WINDOW_MS };
  }
  return { kind: 'next', count: stored.count + 1 };
}
