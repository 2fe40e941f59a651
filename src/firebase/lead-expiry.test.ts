import { describe, expect, it } from 'vitest';
import { privacyFacts } from '@/content/privacy-facts';
import {
  EXPIRY_TOLERANCE_HOURS,
  LEAD_RETENTION_DAYS,
  leadExpiresAt,
  shortestMonthsSpanDays,
  TTL_DELETION_LAG_DAYS,
} from './lead-expiry';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('shortestMonthsSpanDays', () => {
  it.each([
    [1, 28],
    [2, 59],
    [6, 181],
    [12, 365],
    [24, 730],
  ])('%i month(s) span at least %i days', (months, days) => {
    expect(shortestMonthsSpanDays(months)).toBe(days);
  });
});

describe('a lead’s expiry', () => {
  it('is the policy’s months as days, less the TTL policy’s lag (12 months → 364 days)', () => {
    expect(privacyFacts.enquiryRetentionMonths).toBe(12);
    expect(LEAD_RETENTION_DAYS).toBe(364);
  });

  // The promise, checked on every day of a leap cycle: expiry plus TTL lag is never later than
  // the same date `enquiryRetentionMonths` later.
  it('deletes every lead by the date the privacy policy promises, whatever day it was sent', () => {
    for (let day = 0; day < 4 * 366; day++) {
      const sent = new Date(Date.UTC(2027, 0, 1 + day, 23, 59));
      const promised = new Date(sent);
      promised.setUTCMonth(promised.getUTCMonth() + privacyFacts.enquiryRetentionMonths);
      const deletedBy = leadExpiresAt(sent.getTime()).getTime() + TTL_DELETION_LAG_DAYS * DAY_MS;
      expect(deletedBy).toBeLessThanOrEqual(promised.getTime());
    }
  });

  it('falls inside the rules’ window, an hour below its top', () => {
    const now = Date.UTC(2027, 5, 1);
    const top = now + LEAD_RETENTION_DAYS * DAY_MS;
    const expires = leadExpiresAt(now).getTime();
    expect(top - expires).toBe(60 * 60 * 1000);
    expect(top - expires).toBeLessThan(EXPIRY_TOLERANCE_HOURS * 60 * 60 * 1000);
  });
});
