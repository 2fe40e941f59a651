import { describe, expect, it } from 'vitest';
import { PUBLIC_WRITES_PER_HOUR } from './lead-limits';
import { nextQuotaStep, QUOTA_WINDOW_MS } from './visitor-quota';

const opened = Date.UTC(2026, 10, 26, 9, 0);

describe('nextQuotaStep', () => {
  it('opens a window for a client with no quota yet', () => {
    expect(nextQuotaStep(undefined, opened)).toEqual({ kind: 'fresh' });
  });

  it('counts on within the hour, up to PUBLIC_WRITES_PER_HOUR', () => {
    expect(nextQuotaStep({ windowStartMs: opened, count: 1 }, opened + 1)).toEqual({ kind: 'next', count: 2 });
    expect(nextQuotaStep({ windowStartMs: opened, count: PUBLIC_WRITES_PER_HOUR - 1 }, opened + 1)).toEqual({
      kind: 'next',
      count: PUBLIC_WRITES_PER_HOUR,
    });
  });

  it('is full at PUBLIC_WRITES_PER_HOUR until the hour is over, then opens a new window', () => {
    const full = { windowStartMs: opened, count: PUBLIC_WRITES_PER_HOUR };
    expect(nextQuotaStep(full, opened + QUOTA_WINDOW_MS - 1)).toEqual({
      kind: 'full',
      reopensAtMs: opened + QUOTA_WINDOW_MS,
    });
    expect(nextQuotaStep(full, opened + QUOTA_WINDOW_MS)).toEqual({ kind: 'fresh' });
  });
});
