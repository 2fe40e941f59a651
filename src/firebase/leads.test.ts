import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./firestore', () => ({ getDb: vi.fn() }));

const { getDb } = await import('./firestore');
const { LEADS_COLLECTION, submitEnquiry } = await import('./leads');
const { FIREBASE_REQUEST_TIMEOUT_MS } = await import('./with-timeout');

const SERVER_TIMESTAMP = { sentinel: 'serverTimestamp' };
const sdk = {
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  addDoc: vi.fn(),
  serverTimestamp: vi.fn(() => SERVER_TIMESTAMP),
};
const db = { name: 'db' };

const firestoreError = (code: string) => Object.assign(new Error(`Request failed (${code})`), { code });

beforeEach(() => {
  vi.mocked(getDb)
    .mockReset()
    .mockResolvedValue({ db, sdk } as never);
  sdk.collection.mockClear();
  sdk.addDoc.mockReset().mockResolvedValue({ id: 'auto-id' });
});

const enquiry = { name: 'Amira Ben Salah', email: 'amira@example.tn', className: 'Yoga', comment: 'Mornings?' };

describe('submitEnquiry', () => {
  it('adds one leads document: an enquiry in the page’s language, new, the class under "class"', async () => {
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: true });
    expect(LEADS_COLLECTION).toBe('leads');
    expect(sdk.collection).toHaveBeenCalledWith(db, 'leads');
    expect(sdk.addDoc).toHaveBeenCalledTimes(1);
    expect(sdk.addDoc).toHaveBeenCalledWith(
      { path: 'leads' },
      {
        kind: 'enquiry',
        locale: 'en',
        status: 'new',
        name: 'Amira Ben Salah',
        email: 'amira@example.tn',
        class: 'Yoga',
        comment: 'Mornings?',
        createdAt: SERVER_TIMESTAMP,
      },
    );
  });

  it('stores no class as null', async () => {
    await submitEnquiry({ ...enquiry, className: null });
    expect(sdk.addDoc.mock.calls[0]?.[1]).toMatchObject({ class: null });
  });

  it.each([
    ['permission-denied', 'rejected'],
    ['invalid-argument', 'rejected'],
    ['failed-precondition', 'rejected'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['internal', 'unavailable'],
    // Firestore Lite's answer when fetch itself fails: nothing reached the service.
    ['unknown', 'network'],
  ])('reports a %s failure as %s', async (code, reason) => {
    sdk.addDoc.mockRejectedValue(firestoreError(code));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, reason });
  });

  it('reports no network when Firestore itself cannot load', async () => {
    vi.mocked(getDb).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, reason: 'network' });
  });
});

describe('a Firestore that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends the submission as "unavailable" after 15 s, not before', async () => {
    sdk.addDoc.mockImplementation(() => new Promise(() => {}));
    const settled = vi.fn();
    const submission = submitEnquiry(enquiry).then(settled);
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await submission;
    expect(settled).toHaveBeenCalledWith({ ok: false, reason: 'unavailable' });
  });
});
