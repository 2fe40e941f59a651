import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./firestore', () => ({ getDb: vi.fn() }));
vi.mock('./sdk-firestore-places', () => queries);

const { getDb } = await import('./firestore');
const { readTakenPlaces, TakenPlacesError, TRIAL_SESSIONS_COLLECTION } = await import('./trial-places');
const { FIREBASE_REQUEST_TIMEOUT_MS } = await import('./with-timeout');

/** The stored counters the fake collection answers from. */
let stored: Record<string, unknown> = {};
const DOCUMENT_ID = { sentinel: 'documentId' };
const sdk = { collection: vi.fn((_db: unknown, path: string) => ({ path })) };
const queries = {
  documentId: vi.fn(() => DOCUMENT_ID),
  where: vi.fn((field: unknown, op: string, value: string[]) => ({ field, op, value })),
  query: vi.fn((collection: unknown, constraint: { value: string[] }) => ({ collection, ids: constraint.value })),
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
});

const idsOf = (count: number) => Array.from({ length: count }, (_, index) => `monday-0900-fitness_2027-01-${index}`);

describe('readTakenPlaces', () => {
  it('reads the counters by id from trialSessions, 0 for a session nobody booked', async () => {
    stored = { a: { count: 2 }, c: { count: 3 } };
    const taken = await readTakenPlaces(['a', 'b', 'c']);
    expect(TRIAL_SESSIONS_COLLECTION).toBe('trialSessions');
    expect(sdk.collection).toHaveBeenCalledWith(db, 'trialSessions');
    expect(queries.where).toHaveBeenCalledWith(DOCUMENT_ID, 'in', ['a', 'b', 'c']);
    expect(queries.getDocs).toHaveBeenCalledTimes(1);
    expect([...taken]).toEqual([
      ['a', 2],
      ['b', 0],
      ['c', 3],
    ]);
  });

  it('asks nothing for no sessions', async () => {
    await expect(readTakenPlaces([])).resolves.toEqual(new Map());
    expect(getDb).not.toHaveBeenCalled();
  });

  it('asks for at most 30 ids a query, each id once', async () => {
    const ids = idsOf(61);
    const taken = await readTakenPlaces([...ids, ids[0] ?? '']);
    expect(queries.where.mock.calls.map(([, , value]) => value.length)).toEqual([30, 30, 1]);
    expect(taken.size).toBe(61);
  });

  it('reads an unreadable counter as no places taken', async () => {
    stored = { a: { count: 'three' }, b: {}, c: { count: -1 } };
    expect([...(await readTakenPlaces(['a', 'b', 'c'])).values()]).toEqual([0, 0, 0]);
  });

  it.each([
    ['permission-denied', 'rejected'],
    ['unavailable', 'unavailable'],
    ['unknown', 'network'],
  ])('throws a TakenPlacesError: %s is %s', async (code, reason) => {
    queries.getDocs.mockRejectedValueOnce(Object.assign(new Error(code), { code }));
    const failure = await readTakenPlaces(['a']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TakenPlacesError);
    expect(failure).toMatchObject({ reason });
  });

  it('throws "network" when Firestore itself cannot load', async () => {
    vi.mocked(getDb).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(readTakenPlaces(['a'])).rejects.toMatchObject({ reason: 'network' });
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
      const reading = readTakenPlaces(['a']).catch(settled);
      await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await reading;
      expect(settled).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unavailable' }));
    });
  });
});
