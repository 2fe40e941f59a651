import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./firestore', () => ({ getDb: vi.fn() }));
vi.mock('./sdk-firestore-counts', () => queries);

const { getDb } = await import('./firestore');
const { readSessionCounts, SessionCountsError } = await import('./session-counts');
const { FIREBASE_REQUEST_TIMEOUT_MS } = await import('./with-timeout');

/** The stored counters the fake collection answers from. */
let stored: Record<string, unknown> = {};
const DOCUMENT_ID = { sentinel: 'documentId' };
const sdk = { collection: vi.fn((_db: unknown, path: string) => ({ path })) };
const queries = {
  documentId: vi.fn(() => DOCUMENT_ID),
  where: vi.fn((field: unknown, op: string, value: string[]) => ({ field, op, value })),
  limit: vi.fn((count: number) => ({ limit: count })),
  query: vi.fn((collection: unknown, constraint: { value: string[] }, bound: unknown) => ({
    collection,
    ids: constraint.value,
    bound,
  })),
  getDocs: vi.fn(async ({ ids }: { ids: string[] }) => ({
    docs: ids.filter((id) => id in stored).map((id) => ({ id, data: () => stored[id] })),
  })),
};
const db = { name: 'db' };

beforeEach(() => {
  stored = {};
  vi.mocked(getDb)
    .mockReset()
    .mockResolvedValue({ db, sdk } as never);
  queries.getDocs.mockClear();
  queries.where.mockClear();
  queries.limit.mockClear();
});

const idsOf = (count: number) => Array.from({ length: count }, (_, index) => `monday-0900-fitness_2027-01-${index}`);

const count = (booked: number, trials: number, queue: string[] = []) => ({ booked, trials, queue });

describe('readSessionCounts', () => {
  it('reads the counts by id from sessions, in a bounded list; nothing booked for a session without one', async () => {
    stored = { a: { ...count(4, 2), cause: 'x' }, c: { ...count(20, 0, ['w1']), cause: 'y' } };
    const counts = await readSessionCounts(['a', 'b', 'c']);
    expect(sdk.collection).toHaveBeenCalledWith(db, 'sessions');
    expect(queries.where).toHaveBeenCalledWith(DOCUMENT_ID, 'in', ['a', 'b', 'c']);
    expect(queries.limit).toHaveBeenCalledWith(30);
    expect(queries.getDocs).toHaveBeenCalledTimes(1);
    expect([...counts]).toEqual([
      ['a', count(4, 2)],
      ['b', count(0, 0)],
      ['c', count(20, 0, ['w1'])],
    ]);
  });

  it('asks nothing for no sessions', async () => {
    await expect(readSessionCounts([])).resolves.toEqual(new Map());
    expect(getDb).not.toHaveBeenCalled();
  });

  it('asks for at most 30 ids a query, each id once', async () => {
    const ids = idsOf(61);
    const counts = await readSessionCounts([...ids, ids[0] ?? '']);
    expect(queries.where.mock.calls.map(([, , value]) => value.length)).toEqual([30, 30, 1]);
    expect(counts.size).toBe(61);
  });

  it('reads an unreadable count as nothing booked', async () => {
    stored = { a: { booked: 'three', trials: 1.5, queue: 'w1' }, b: {}, c: { booked: -1, queue: [3, 'w2'] } };
    expect([...(await readSessionCounts(['a', 'b', 'c'])).values()]).toEqual([
      count(0, 0),
      count(0, 0),
      count(0, 0, ['w2']),
    ]);
  });

  it.each([
    ['permission-denied', 'rejected'],
    ['unavailable', 'unavailable'],
    ['unknown', 'network'],
  ])('throws a SessionCountsError: %s is %s', async (code, reason) => {
    queries.getDocs.mockRejectedValueOnce(Object.assign(new Error(code), { code }));
    const failure = await readSessionCounts(['a']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionCountsError);
    expect(failure).toMatchObject({ reason });
  });

  it('throws "network" when Firestore itself cannot load', async () => {
    vi.mocked(getDb).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(readSessionCounts(['a'])).rejects.toMatchObject({ reason: 'network' });
  });

  describe('when Firestore never answers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives up as "unavailable" after 15 s, not before', async () => {
      queries.getDocs.mockImplementationOnce(() => new Promise(() => {}));
      const settled = vi.fn();
      const reading = readSessionCounts(['a']).catch(settled);
      await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await reading;
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unavailable' }));
    });
  });
});
