import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle-within';

const never = () => new Promise<string>(() => {});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settleWithin', () => {
  it('settles with the answer that comes in time, and leaves no timer behind', async () => {
    await expect(settleWithin(Promise.resolve('answer'), 1000, () => 'late')).resolves.toBe('answer');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on a failure that comes in time', async () => {
    const failure = new Error('refused');
    await expect(settleWithin(Promise.reject(failure), 1000, () => 'late')).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('settles with what lateness means once the time is up, not before', async () => {
    let settled: string | undefined;
    void settleWithin(never(), 1000, () => 'late').then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('late');
  });

  it('rejects with what `late` throws', async () => {
    const timeout = new Error('too slow');
    const bounded = settleWithin(never(), 500, () => {
      throw timeout;
    });
    const outcome = expect(bounded).rejects.toBe(timeout);
    await vi.advanceTimersByTimeAsync(500);
    await outcome;
  });
});
