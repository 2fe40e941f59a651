import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, encodeFields } from '../../tests/run-query-answers';
import { batchGetDocuments } from './firestore-rest';

// This file tests the real module (tests/setup.ts replaces it for every other test).
vi.unmock('@/firebase/public-session-counts');
const { COUNTS_READ_TIMEOUT_MS, fetchSessionCounts, sessionCountNames, sessionCountsUrl } = await import(
  './public-session-counts'
);

const DOCUMENTS = 'projects/demo-rivage-gym/databases/(default)/documents';
const YOGA = 'tuesday-2200-yoga_2026-12-01';
const CYCLING = 'wednesday-0900-cycling_2026-12-02';

const found = (id: string, data: Record<string, unknown>) => ({
  found: {
    name: `${DOCUMENTS}/sessions/${id}`,
    fields: encodeFields(data),
    createTime: '2026-11-25T10:00:00Z',
    updateTime: '2026-11-25T10:00:00Z',
  },
  readTime: '2026-11-25T11:00:00Z',
});
const missing = (id: string) => ({ missing: `${DOCUMENTS}/sessions/${id}`, readTime: '2026-11-25T11:00:00Z' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the batchGet request', () => {
  it('goes to the local emulator in local builds and to the real project in production', () => {
    expect(sessionCountsUrl()).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/v1\/projects\/demo-rivage-gym\/databases\/\(default\)\/documents:batchGet$/,
    );
    expect(
      sessionCountsUrl({
        kind: 'production',
        config: { apiKey: 'k', authDomain: 'd', projectId: 'rivage', appId: 'a' },
      }),
    ).toBe('https://firestore.googleapis.com/v1/projects/rivage/databases/(default)/documents:batchGet');
  });

  it('names each session’s count once, by its full name', () => {
    expect(sessionCountNames([YOGA, CYCLING, YOGA])).toEqual([
      `${DOCUMENTS}/sessions/${YOGA}`,
      `${DOCUMENTS}/sessions/${CYCLING}`,
    ]);
  });
});

describe('fetchSessionCounts', () => {
  it('asks for every session in one request, and reads found counts and missing ones (nothing booked)', async () => {
    const fetchImpl = vi.fn((_url: string, _init: RequestInit) =>
      answer([found(YOGA, { booked: 17, trials: 1, queue: ['b1', 'b2'], cause: 'b2' }), missing(CYCLING)]),
    );
    const counts = await fetchSessionCounts(fetchImpl, [YOGA, CYCLING]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(sessionCountsUrl());
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ documents: sessionCountNames([YOGA, CYCLING]) });
    expect(counts).toEqual(
      new Map([
        [YOGA, { booked: 17, trials: 1, queue: ['b1', 'b2'] }],
        [CYCLING, { booked: 0, trials: 0, queue: [] }],
      ]),
    );
  });

  it('sends nothing for no sessions', async () => {
    const fetchImpl = vi.fn(() => answer([]));
    expect(await fetchSessionCounts(fetchImpl, [])).toEqual(new Map());
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('counts nothing it cannot read as booked (a stored count is never trusted)', async () => {
    const counts = await fetchSessionCounts(() => answer([found(YOGA, { booked: 'lots', trials: -2 })]), [YOGA]);
    expect(counts?.get(YOGA)).toEqual({ booked: 0, trials: 0, queue: [] });
  });

  it.each([
    ['a refusal', () => answer({ error: { code: 403 } }, { status: 403 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['an answer of another shape', () => answer({ documents: [] })],
  ])('gives undefined after %s, never rejecting', async (_case, fetchImpl) => {
    expect(await fetchSessionCounts(fetchImpl, [YOGA])).toBeUndefined();
  });

  it('gives up after COUNTS_READ_TIMEOUT_MS, aborting the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const hanging = (_input: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const read = fetchSessionCounts(hanging, [YOGA]);
    await vi.advanceTimersByTimeAsync(COUNTS_READ_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await read).toBeUndefined();
  });
});

describe('batchGetDocuments', () => {
  it('keeps found documents by id and the ids of missing ones, skipping anything else', () => {
    expect(batchGetDocuments([found(YOGA, { booked: 1 }), missing(CYCLING), { readTime: 'x' }, 'junk'])).toEqual({
      found: [{ id: YOGA, fields: { booked: 1 } }],
      missing: [CYCLING],
    });
  });
});
