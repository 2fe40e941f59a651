import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, cancelled, documentOf, hours } from '../../tests/run-query-answers';
import { getAppCheckToken } from './client';
import type { FirebaseTarget } from './config';
import { CHANGES_READ_TIMEOUT_MS, changesQueryUrl, fetchTimetableChanges } from './public-timetable-changes';
import { CHANGES_QUERY_MARGIN_MS, CHANGES_READ_LIMIT, changesQueryBody } from './timetable-changes-query';

// The build's target as a test sets it: the local emulators unless a test says otherwise.
const build = vi.hoisted(() => ({ target: undefined as FirebaseTarget | undefined }));
vi.mock('./config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./config')>();
  return {
    get firebaseTarget() {
      return build.target ?? actual.firebaseTarget;
    },
  };
});
vi.mock('./client', () => ({ getAppCheckToken: vi.fn(async () => 'app-check-token') }));

const NOW = new Date('2026-11-25T11:00:00Z');
const config = { apiKey: 'k', authDomain: 'd', projectId: 'rivage', appId: 'a' };

afterEach(() => {
  vi.useRealTimers();
  build.target = undefined;
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
});

describe('App Check on the read', () => {
  const requestHeaders = (fetchImpl: ReturnType<typeof vi.fn>) =>
    new Headers((fetchImpl.mock.calls[0]?.[1] as RequestInit | undefined)?.headers);

  it('sends the App Check token in X-Firebase-AppCheck when the build has App Check', async () => {
    build.target = { kind: 'production', config, appCheckSiteKey: 'site-key' };
    const fetchImpl = vi.fn((_input: string, _init: RequestInit) => answer([documentOf('a', cancelled)]));
    expect(await fetchTimetableChanges(fetchImpl, NOW)).toEqual([{ id: 'a', ...cancelled }]);
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://firestore.googleapis.com/v1/projects/rivage/databases/(default)/documents:runQuery',
      expect.anything(),
    );
    expect(requestHeaders(fetchImpl).get('X-Firebase-AppCheck')).toBe('app-check-token');
    expect(requestHeaders(fetchImpl).get('Content-Type')).toBe('application/json');
  });

  it.each<[string, FirebaseTarget | undefined]>([
    ['a production build without the site key', { kind: 'production', config }],
    ['a local build', undefined],
  ])('sends no App Check header, and asks for no token, in %s', async (_case, target) => {
    build.target = target;
    vi.mocked(getAppCheckToken).mockClear();
    const fetchImpl = vi.fn((_input: string, _init: RequestInit) => answer([]));
    await fetchTimetableChanges(fetchImpl, NOW);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(requestHeaders(fetchImpl).has('X-Firebase-AppCheck')).toBe(false);
    expect(getAppCheckToken).not.toHaveBeenCalled();
  });

  it('still reads, without the header, when App Check cannot give a token', async () => {
    build.target = { kind: 'production', config, appCheckSiteKey: 'site-key' };
    vi.mocked(getAppCheckToken).mockRejectedValueOnce(new Error('appCheck/fetch-network-error'));
    const fetchImpl = vi.fn((_input: string, _init: RequestInit) => answer([documentOf('a', cancelled)]));
    expect(await fetchTimetableChanges(fetchImpl, NOW)).toEqual([{ id: 'a', ...cancelled }]);
    expect(requestHeaders(fetchImpl).has('X-Firebase-AppCheck')).toBe(false);
  });
});
