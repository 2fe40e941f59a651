import { describe, expect, it } from 'vitest';
import { blockingAfterPaint } from './blocking-tasks';

const task = (startTime: number, duration: number) => ({ url: 'http://127.0.0.1:5000/', startTime, duration });

describe('blockingAfterPaint', () => {
  it('counts what a task after the first paint runs beyond 50 ms', () => {
    expect(blockingAfterPaint(task(1000, 120), 900)).toBe(70);
    expect(blockingAfterPaint(task(1000, 40), 900)).toBe(0);
  });

  it('counts only the part after the paint of a task that runs across it', () => {
    // 772–1007 ms around a paint at 925: 82 ms after it, 32 of them blocking.
    expect(blockingAfterPaint(task(772, 235), 925)).toBe(32);
    expect(blockingAfterPaint(task(772, 160), 925)).toBe(0);
  });

  it('counts nothing for a task that ends before the paint', () => {
    expect(blockingAfterPaint(task(100, 300), 925)).toBe(0);
  });
});
