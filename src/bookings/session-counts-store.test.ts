import { describe, expect, it, vi } from 'vitest';
import type { SessionCount } from '@/timetable/session-count';
import { createSessionCountsStore, type SessionCountsRead } from './session-counts-store';

const A = 'tuesday-2200-yoga_2026-12-01';
const B = 'wednesday-0900-cycling_2026-12-02';
const count = (booked: number, queue: string[] = []): SessionCount => ({ booked, trials: 0, queue });

function setUp(read: SessionCountsRead) {
  const flushes: (() => void)[] = [];
  const store = createSessionCountsStore({ read, schedule: (flush) => flushes.push(flush) });
  const runFlushes = () => {
    for (const flush of flushes.splice(0)) flush();
  };
  return { store, runFlushes, flushes };
}

describe('the page view’s session counts', () => {
  it('read every session the page’s controls ask for before the batch leaves, in one request', async () => {
    const read = vi.fn<SessionCountsRead>(
      async () =>
        new Map([
          [A, count(3)],
          [B, count(12)],
        ]),
    );
    const { store, runFlushes, flushes } = setUp(read);
    store.want('/schedule/tuesday', [A]);
    store.want('/schedule/tuesday', [B, A]);
    expect(flushes).toHaveLength(1);
    expect(read).not.toHaveBeenCalled();
    runFlushes();
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith([A, B]);
    await vi.waitFor(() => expect(store.getSnapshot().get(B)).toEqual(count(12)));
    // Asked again in the same view (a control rendered anew): no second read.
    store.want('/schedule/tuesday', [A, B]);
    expect(flushes).toHaveLength(0);
  });

  it('tell every listener when the counts arrive', async () => {
    const { store, runFlushes } = setUp(async () => new Map([[A, count(1)]]));
    const listener = vi.fn();
    store.subscribe(listener);
    store.want('/classes', [A]);
    runFlushes();
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(store.getSnapshot().get(A)).toEqual(count(1));
  });

  it('stay quiet when the read fails: no counts, and no second try in that view', async () => {
    const read = vi.fn<SessionCountsRead>(async () => undefined);
    const { store, runFlushes, flushes } = setUp(read);
    store.want('/classes', [A]);
    runFlushes();
    await Promise.resolve();
    expect(store.getSnapshot().size).toBe(0);
    store.want('/classes', [A]);
    expect(flushes).toHaveLength(0);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('read again for a new page view, and drop the answer of a view the visitor has left', async () => {
    let answer: (counts: ReadonlyMap<string, SessionCount>) => void = () => {};
    const read = vi.fn<SessionCountsRead>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { store, runFlushes } = setUp(read);
    store.want('/schedule/tuesday', [A]);
    runFlushes();
    const late = answer;
    store.want('/schedule/wednesday', [B]);
    late(new Map([[A, count(5)]]));
    await Promise.resolve();
    expect(store.getSnapshot().has(A)).toBe(false);
    runFlushes();
    expect(read).toHaveBeenLastCalledWith([B]);
    answer(new Map([[B, count(2)]]));
    await vi.waitFor(() => expect(store.getSnapshot().get(B)).toEqual(count(2)));
  });

  it('move a known count by the member’s own booking: a place, or a place at the end of the line', async () => {
    const { store, runFlushes } = setUp(
      async () =>
        new Map([
          [A, count(3)],
          [B, count(12, ['x'])],
        ]),
    );
    store.want('/classes', [A, B]);
    runFlushes();
    await vi.waitFor(() => expect(store.getSnapshot().size).toBe(2));
    store.recordBooking(A, 'booked', 'mine');
    store.recordBooking(B, 'waiting', 'mine');
    expect(store.getSnapshot().get(A)).toEqual(count(4));
    expect(store.getSnapshot().get(B)).toEqual(count(12, ['x', 'mine']));
  });
});
