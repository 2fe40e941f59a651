import { describe, expect, it, vi } from 'vitest';
import { answer, cancelled, documentOf, hours } from '../../tests/run-query-answers';
import {
  CHANGES_VISIT_CACHE_MS,
  createTimetableChangesReader,
  readTimetableChangesAfresh,
  type VisitStorage,
} from './read-timetable-changes';

const NOW = new Date('2026-11-25T11:00:00Z');

/** A tab's sessionStorage of its own for each test. */
function memoryStorage(): VisitStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('createTimetableChangesReader', () => {
  it('reads once per page load, however many parts of the page ask', async () => {
    const fetchImpl = vi.fn(() => answer([documentOf('a', cancelled)]));
    const read = createTimetableChangesReader(fetchImpl, () => NOW, memoryStorage());
    const [first, second] = await Promise.all([read(), read()]);
    expect(await read()).toBe(first);
    expect(second).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not ask again after a failure: the page stays as it is', async () => {
    const fetchImpl = vi.fn(() => Promise.reject(new TypeError('offline')));
    const read = createTimetableChangesReader(fetchImpl, () => NOW, memoryStorage());
    expect(await read()).toEqual([]);
    expect(await read()).toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('one read per visit', () => {
  it("serves the visit's next page from the kept answer, without asking", async () => {
    const storage = memoryStorage();
    const fetchImpl = vi.fn(() => answer([documentOf('a', cancelled), documentOf('b', hours)]));
    const firstPage = await createTimetableChangesReader(fetchImpl, () => NOW, storage)();
    const later = new Date(NOW.getTime() + CHANGES_VISIT_CACHE_MS - 1);
    const nextPage = await createTimetableChangesReader(fetchImpl, () => later, storage)();
    expect(nextPage).toEqual(firstPage);
    expect(nextPage).toHaveLength(2);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('asks again once the kept answer is CHANGES_VISIT_CACHE_MS old, or when the clock went back', async () => {
    const storage = memoryStorage();
    const fetchImpl = vi.fn(() => answer([documentOf('a', cancelled)]));
    await createTimetableChangesReader(fetchImpl, () => NOW, storage)();
    await createTimetableChangesReader(fetchImpl, () => new Date(NOW.getTime() + CHANGES_VISIT_CACHE_MS), storage)();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await createTimetableChangesReader(fetchImpl, () => new Date(NOW.getTime() - 1), storage)();
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('leaves out a kept change that has ended since it was read', async () => {
    const storage = memoryStorage();
    const endingSoon = { ...cancelled, endsAt: new Date(NOW.getTime() + 60_000) };
    await createTimetableChangesReader(
      () => answer([documentOf('a', endingSoon)]),
      () => NOW,
      storage,
    )();
    const later = new Date(NOW.getTime() + 120_000);
    expect(await createTimetableChangesReader(vi.fn(), () => later, storage)()).toEqual([]);
  });

  it('keeps no failed read, and reads a tampered kept answer through the parser', async () => {
    const storage = memoryStorage();
    await createTimetableChangesReader(
      () => answer({ error: 'no' }, { status: 503 }),
      () => NOW,
      storage,
    )();
    expect(storage.items.size).toBe(0);
    storage.setItem(
      'rivage-gym:timetable-changes',
      JSON.stringify({ at: NOW.getTime(), answer: [documentOf('x', { ...cancelled, slotId: 'nope' })] }),
    );
    expect(await createTimetableChangesReader(vi.fn(), () => NOW, storage)()).toEqual([]);
  });

  it('reads for itself when storage throws (switched off by the browser)', async () => {
    const throwing: VisitStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const fetchImpl = vi.fn(() => answer([documentOf('a', cancelled)]));
    expect(await createTimetableChangesReader(fetchImpl, () => NOW, throwing)()).toHaveLength(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('readTimetableChangesAfresh', () => {
  it('asks past the kept answer and keeps the new one for the visit’s next pages', async () => {
    const storage = memoryStorage();
    await createTimetableChangesReader(
      () => answer([]),
      () => NOW,
      storage,
    )();
    const fetchImpl = vi.fn(() => answer([documentOf('a', cancelled)]));
    expect(await readTimetableChangesAfresh(fetchImpl, NOW, storage)).toHaveLength(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const nextPage = vi.fn(() => answer([]));
    expect(await createTimetableChangesReader(nextPage, () => NOW, storage)()).toHaveLength(1);
    expect(nextPage).not.toHaveBeenCalled();
  });

  it('answers none when the read fails, and keeps the visit’s answer', async () => {
    const storage = memoryStorage();
    await createTimetableChangesReader(
      () => answer([documentOf('a', cancelled)]),
      () => NOW,
      storage,
    )();
    expect(await readTimetableChangesAfresh(() => Promise.reject(new TypeError('offline')), NOW, storage)).toEqual([]);
    expect(await createTimetableChangesReader(vi.fn(), () => NOW, storage)()).toHaveLength(1);
  });
});
