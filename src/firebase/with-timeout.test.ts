import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIREBASE_REQUEST_TIMEOUT_MS, RequestTimeoutError, withTimeout } from './with-timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => {});

describe('withTimeout', () => {
  it('gives up on a request that never answers after 15 s, not before', async () => {
    expect(FIREBASE_REQUEST_TIMEOUT_MS).toBe(15_000);
    const settled = vi.fn();
    const bounded = withTimeout(never()).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await bounded;
    expect(settled).toHaveBeenCalledWith(expect.any(RequestTimeoutError));
  });

  it('passes an answer or a failure through unchanged and leaves no timer behind', async () => {
    await expect(withTimeout(Promise.resolve('answer'))).resolves.toBe('answer');
    const failure = new Error('refused');
    await expect(withTimeout(Promise.reject(failure))).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});
