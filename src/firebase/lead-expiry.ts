/**
 * How long a lead is kept, as Firestore enforces it: the privacy policy's number of months
 * (privacyFacts.enquiryRetentionMonths, the one source the policy's text also states) turned
 * into the whole days firestore.rules can check. Rules have no calendar months, and the TTL
 * policy on `expireAt` deletes a document up to about a day after that time, so the days are
 * those of the shortest run of that many calendar months, less one: never kept longer than
 * promised. The rules repeat both numbers; tests/firestore-rules-sources.test.ts checks them.
 */
import { privacyFacts } from '@/content/privacy-facts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** TTL deletion runs after `expireAt`, typically within a day: the margin kept for it. */
export const TTL_DELETION_LAG_DAYS = 1;

/** The fewest days that `months` calendar months can span (12 → 365), over a whole leap cycle. */
export function shortestMonthsSpanDays(months: number): number {
  let shortest = Number.POSITIVE_INFINITY;
  for (let start = 0; start < 4 * 12; start++) {
    for (const day of [1, 28, 29, 30, 31]) {
      const from = Date.UTC(2024, start, day);
      if (new Date(from).getUTCDate() !== day) continue; // no 30 February
      // A day the later month lacks (31 August + 1 month) counts to that month's last day.
      const to = Math.min(Date.UTC(2024, start + months, day), Date.UTC(2024, start + months + 1, 0));
      shortest = Math.min(shortest, Math.round((to - from) / DAY_MS));
    }
  }
  return shortest;
}

/** The `duration.value(…, 'd')` of firestore.rules: the most a lead may say it will be kept. */
export const LEAD_RETENTION_DAYS = shortestMonthsSpanDays(privacyFacts.enquiryRetentionMonths) - TTL_DELETION_LAG_DAYS;

/**
 * How much shorter than LEAD_RETENTION_DAYS an `expireAt` may be (the rules' window). The
 * browser writes its own clock plus the retention (the server's time cannot be offset in a
 * write), so the window absorbs a visitor's clock being somewhat behind.
 */
export const EXPIRY_TOLERANCE_HOURS = 24;

/** Aimed an hour inside the window, so a clock up to an hour fast still passes. */
const AIM_BELOW_LIMIT_MS = 60 * 60 * 1000;

/** The `expireAt` a lead written at `nowMs` (the browser's clock) carries. */
export function leadExpiresAt(nowMs: number): Date {
  return new Date(nowMs + LEAD_RETENTION_DAYS * DAY_MS - AIM_BELOW_LIMIT_MS);
}
