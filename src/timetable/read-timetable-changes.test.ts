import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGES_QUERY_MARGIN_MS,
  CHANGES_READ_LIMIT,
  CHANGES_READ_TIMEOUT_MS,
  CHANGES_VISIT_CACHE_MS,
  changesQueryBody,
  changesQueryUrl,
  createTimetableChangesReader,
  decodeRestValue,
  fetchTimetableChanges,
  type VisitStorage,
} from './read-timetable-changes';

const NOW = new Date('2026-11-25T11:00:00Z');

/** A plain value in Firestore's REST encoding, as runQuery answers it. */
function encode(value: unknown): unknown {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (value === null) return { nullValue: null };
  return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
}

const encodeFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));

const record = {
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  by: 'desk',
  endsAt: new Date('2026-11-27T23:00:00Z'),
};
const cancelled = { kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-27', ...record };
const hours = {
  kind: 'hours',
  from: '2026-11-26',
  to: '2026-11-27',
  closed: false,
  opens: '10:00',
  closes: '16:00',
  ...record,
  note: { text: 'Fermeture anticipée', locale: 'fr' },
};

const documentOf = (id: string, data: Record<string, unknown>) => ({
  document: {
    name: `projects/demo-rivage-gym/databases/(default)/documents/timetableChanges/${id}`,
    fields: encodeFields(data),
    createTime: '2026-11-20T10:00:00Z',
    updateTime: '2026-11-20T10:00:00Z',
  },
  readTime: '2026-11-25T11:00:00Z',
});

const answer = (body: unknown, init: ResponseInit = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, ...init }));

afterEach(() => {
  vi.useRealTimers();
});

describe('the runQuery request', () => {
  it('goes to the local emulator in local builds and to the real project in production', () => {
    expect(changesQueryUrl()).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1\/projects\/demo-rivage-gym\/databases\/\(default\)\/documents:runQuery$/,
    );
    expect(
      changesQueryUrl({
        kind: 'production',
        config: { apiKey: 'k', authDomain: 'd', projectId: 'rivage', appId: 'a' },
      }),
    ).toBe('https://firestore.googleapis.com/v1/projects/rivage/databases/(default)/documents:runQuery');
  });

  it('asks for changes ending after now plus the margin, by endsAt, at most CHANGES_READ_LIMIT', () => {
    expect(JSON.parse(changesQueryBody(NOW))).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'timetableChanges' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'endsAt' },
            op: 'GREATER_THAN',
            value: { timestampValue: new Date(NOW.getTime() + CHANGES_QUERY_MARGIN_MS).toISOString() },
          },
        },
        orderBy: [{ field: { fieldPath: 'endsAt' }, direction: 'ASCENDING' }],
        limit: CHANGES_READ_LIMIT,
      },
    });
  });
});

describe('fetchTimetableChanges', () => {
  it('reads the documents of the answer into changes, with their ids, leaving out anything invalid', async () => {
    const fetchImpl = vi.fn(() =>
      answer([
        documentOf('a', cancelled),
        documentOf('b', hours),
        documentOf('bad', { ...cancelled, slotId: 'friday-2200-mma' }),
        { readTime: '2026-11-25T11:00:00Z' },
      ]),
    );
    expect(await fetchTimetableChanges(fetchImpl, NOW)).toEqual([
      { id: 'a', ...cancelled },
      { id: 'b', ...hours },
    ]);
    expect(fetchImpl).toHaveBeenCalledWith(changesQueryUrl(), expect.objectContaining({ method: 'POST' }));
  });

  it('reads an empty answer (only a readTime) as no changes', async () => {
    expect(await fetchTimetableChanges(() => answer([{ readTime: '2026-11-25T11:00:00Z' }]), NOW)).toEqual([]);
  });

  it.each([
    ['a refusal', () => answer({ error: { code: 403 } }, { status: 403 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['an answer of another shape', () => answer({ documents: [] })],
  ])('gives no changes after %s', async (_case, fetchImpl) => {
    expect(await fetchTimetableChanges(fetchImpl, NOW)).toEqual([]);
  });

  it('gives up after CHANGES_READ_TIMEOUT_MS, aborting the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging = (_input: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const read = fetchTimetableChanges(hanging, NOW);
    await vi.advanceTimersByTimeAsync(CHANGES_READ_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await read).toEqual([]);
  });

  it('decodes the REST values the changes use, and keeps others for the parser to refuse', () => {
    expect(decodeRestValue({ arrayValue: { values: [{ integerValue: '3' }, { doubleValue: 1.5 }] } })).toEqual([
      3, 1.5,
    ]);
    expect(decodeRestValue({ nullValue: null })).toBeNull();
    expect(decodeRestValue({ bytesValue: 'AA==' })).toEqual({ bytesValue: 'AA==' });
  });
});

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
