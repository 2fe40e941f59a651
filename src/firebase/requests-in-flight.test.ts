import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inFlightSettled, trackInFlight } from './requests-in-flight';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function pending() {
  let settle = (_failed?: boolean) => {};
  const request = new Promise<string>((resolve, reject) => {
    settle = (failed) => (failed ? reject(new Error('refused')) : resolve('answer'));
  });
  return { request, settle };
}

/** Whether `promise` has settled once every timer and callback due by now has run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('inFlightSettled', () => {
  it('resolves at once when nothing is in flight', async () => {
    expect(await hasSettled(inFlightSettled(5_000))).toBe(true);
  });

  it('waits for every request in flight, answered or failed, and returns each one unchanged', async () => {
    const first = pending();
    const second = pending();
    expect(trackInFlight(first.request)).toBe(first.request);
    const secondTracked = trackInFlight(second.request).catch(() => 'failed');
    const waited = inFlightSettled(5_000);
    first.settle();
    expect(await hasSettled(waited)).toBe(false);
    second.settle(true);
    expect(await secondTracked).toBe('failed');
    expect(await hasSettled(waited)).toBe(true);
  });

  it('also waits for a request asked for while it waits', async () => {
    const first = pending();
    const later = pending();
    trackInFlight(first.request);
    const waited = inFlightSettled(5_000);
    trackInFlight(later.request);
    first.settle();
    expect(await hasSettled(waited)).toBe(false);
    later.settle();
    expect(await hasSettled(waited)).toBe(true);
  });

  it('stops waiting after its bound, so a request that never answers cannot hold it', async () => {
    trackInFlight(new Promise(() => {}));
    const waited = inFlightSettled(5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await hasSettled(waited)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(waited)).toBe(true);
  });
});
