import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./firestore', () => ({ getDb: vi.fn() }));
vi.mock('./public-writer', () => ({ publicWriterUid: vi.fn() }));

const { getDb } = await import('./firestore');
const { publicWriterUid } = await import('./public-writer');
const { LEADS_COLLECTION, submitEnquiry, submitTrialRequest } = await import('./leads');
const { TRIAL_PLACES_PER_SESSION } = await import('@/content/class-places-facts');
const { sessionById } = await import('@/timetable/sessions');
const { PUBLIC_WRITES_PER_HOUR } = await import('./lead-limits');
const { QUOTA_WINDOW_MS, VISITOR_QUOTAS_COLLECTION } = await import('./visitor-quota');
const { leadExpiresAt } = await import('./lead-expiry');
const { FIREBASE_REQUEST_TIMEOUT_MS } = await import('./with-timeout');
const { DEFAULT_TRIAL_REQUESTS_PER_DAY, TRIAL_DAY_DOCUMENT } = await import('./trial-day');
const { gymDateOf } = await import('@/timetable/gym-date');

const SERVER_TIMESTAMP = { sentinel: 'serverTimestamp' };
const batch = { set: vi.fn(), commit: vi.fn() };
const sdk = {
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  doc: vi.fn((parent: unknown, ...segments: string[]) =>
    segments.length > 0
      ? { path: segments.join('/') }
      : { path: `${(parent as { path: string }).path}/auto`, id: 'auto' },
  ),
  getDoc: vi.fn(),
  writeBatch: vi.fn(() => batch),
  serverTimestamp: vi.fn(() => SERVER_TIMESTAMP),
};
const db = { name: 'db' };

const firestoreError = (code: string) => Object.assign(new Error(`Request failed (${code})`), { code });
const storedQuota = (windowStartMs: number, count: number) => {
  const data = { windowStart: { toMillis: () => windowStartMs }, count, lastLead: 'before' };
  return { data: () => data };
};

const NOW = Date.UTC(2027, 2, 14, 10, 30);

beforeEach(() => {
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  vi.mocked(getDb)
    .mockReset()
    .mockResolvedValue({ db, sdk } as never);
  vi.mocked(publicWriterUid).mockReset().mockResolvedValue('anon-1');
  sdk.getDoc.mockReset().mockResolvedValue({ exists: () => false, data: () => undefined });
  batch.set.mockReset();
  batch.commit.mockReset().mockResolvedValue(undefined);
});

const enquiry = { name: 'Amira Ben Salah', email: 'amira@example.tn', className: 'Yoga', comment: 'Mornings?' };

describe('submitEnquiry', () => {
  it('writes one batch: the enquiry in leads (page language, new) and the writer’s first quota', async () => {
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: true });
    expect(LEADS_COLLECTION).toBe('leads');
    expect(sdk.collection).toHaveBeenCalledWith(db, 'leads');
    expect(sdk.getDoc).toHaveBeenCalledWith({ path: `${VISITOR_QUOTAS_COLLECTION}/anon-1` });
    expect(batch.set.mock.calls).toEqual([
      [
        { path: 'leads/auto', id: 'auto' },
        {
          kind: 'enquiry',
          locale: 'en',
          status: 'new',
          name: 'Amira Ben Salah',
          email: 'amira@example.tn',
          class: 'Yoga',
          comment: 'Mornings?',
          createdAt: SERVER_TIMESTAMP,
          expireAt: leadExpiresAt(NOW),
        },
      ],
      [
        { path: 'visitorQuotas/anon-1' },
        { windowStart: SERVER_TIMESTAMP, count: 1, lastLead: 'auto', expireAt: leadExpiresAt(NOW) },
      ],
    ]);
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('stores no class as null', async () => {
    await submitEnquiry({ ...enquiry, className: null });
    expect(batch.set.mock.calls[0]?.[1]).toMatchObject({ class: null });
  });

  it('counts on within the hour, keeping the window as stored', async () => {
    const stored = storedQuota(NOW - 10 * 60_000, 2);
    sdk.getDoc.mockResolvedValue(stored);
    await submitEnquiry(enquiry);
    expect(batch.set.mock.calls[1]?.[1]).toEqual({
      windowStart: stored.data().windowStart,
      count: 3,
      lastLead: 'auto',
      expireAt: leadExpiresAt(NOW),
    });
  });

  it('opens a new window once the hour is over', async () => {
    sdk.getDoc.mockResolvedValue(storedQuota(NOW - QUOTA_WINDOW_MS - 1, PUBLIC_WRITES_PER_HOUR));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: true });
    expect(batch.set.mock.calls[1]?.[1]).toEqual({
      windowStart: SERVER_TIMESTAMP,
      count: 1,
      lastLead: 'auto',
      expireAt: leadExpiresAt(NOW),
    });
  });

  it('sends nothing and says so when the hour is full', async () => {
    sdk.getDoc.mockResolvedValue(storedQuota(NOW - 10 * 60_000, PUBLIC_WRITES_PER_HOUR));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, reason: 'limit' });
    expect(batch.commit).not.toHaveBeenCalled();
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
    batch.commit.mockRejectedValue(firestoreError(code));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, reason });
  });

  it.each([
    ['auth/network-request-failed', 'network'],
    // Anonymous sign-in switched off in the project: nothing the visitor can fix.
    ['auth/operation-not-allowed', 'unavailable'],
    ['auth/too-many-requests', 'unavailable'],
  ])('reports an anonymous sign-in failing with %s as %s', async (code, reason) => {
    vi.mocked(publicWriterUid).mockRejectedValue(firestoreError(code));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, reason });
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('reports no network when Firestore itself cannot load', async () => {
    vi.mocked(getDb).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(submitEnquiry(enquiry)).resolves.toEqual({ ok: false, reason: 'network' });
  });
});

const session = sessionById('tuesday-0900-boxing_2027-03-16');
if (!session) throw new Error('No such session');
const trial = { name: 'Amira Ben Salah', phone: '+21698123456', whatsapp: true, email: '', session };
const COUNTER = 'sessions/tuesday-0900-boxing_2027-03-16';
const MARK = `${COUNTER}/trials/anon-1`;
const MARKED = { lead: 'auto', expireAt: new Date('2027-03-17T08:00:00Z') };
const placesWith = (trials: number) => ({ booked: 0, trials, queue: [], cause: 'auto' });

/**
 * The count's stored trial places, one per read, the last repeated; the quota is absent, and
 * the visitor holds a trial in the session when `isHeld` says so.
 */
function counterReads(...counts: (number | undefined)[]) {
  countReadsWith(false, ...counts);
}

/** The day's count of trial requests as stored (src/firebase/trial-day.ts), one per read, the last repeated. */
let storedDays: (Record<string, unknown> | undefined)[] = [undefined];

function countReadsWith(isHeld: boolean, ...counts: (number | undefined)[]) {
  let reads = 0;
  let dayReads = 0;
  sdk.getDoc.mockImplementation(async (ref: { path: string }) => {
    if (ref.path === MARK) return { exists: () => isHeld, data: () => (isHeld ? MARKED : undefined) };
    if (ref.path === TRIAL_DAY_DOCUMENT) {
      const day = storedDays[Math.min(dayReads++, storedDays.length - 1)];
      return { exists: () => day !== undefined, data: () => day };
    }
    if (ref.path !== COUNTER) return { exists: () => false, data: () => undefined };
    const trials = counts[Math.min(reads++, counts.length - 1)];
    return { exists: () => trials !== undefined, data: () => (trials === undefined ? undefined : placesWith(trials)) };
  });
}

describe('submitTrialRequest', () => {
  beforeEach(() => {
    storedDays = [undefined];
    counterReads(undefined);
  });
  const today = () => gymDateOf(new Date());

  it('writes one batch: the trial lead, the writer’s quota, the session’s first place and the visitor’s mark', async () => {
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: true });
    expect(sdk.getDoc).toHaveBeenCalledWith({ path: COUNTER });
    expect(batch.set.mock.calls).toEqual([
      [
        { path: 'leads/auto', id: 'auto' },
        {
          kind: 'trial',
          locale: 'en',
          status: 'new',
          name: 'Amira Ben Salah',
          phone: '+21698123456',
          whatsapp: true,
          email: '',
          class: 'Boxing',
          slotId: 'tuesday-0900-boxing',
          sessionId: 'tuesday-0900-boxing_2027-03-16',
          sessionStart: new Date('2027-03-16T08:00:00Z'),
          createdAt: SERVER_TIMESTAMP,
          expireAt: leadExpiresAt(NOW),
        },
      ],
      [
        { path: 'visitorQuotas/anon-1' },
        { windowStart: SERVER_TIMESTAMP, count: 1, lastLead: 'auto', expireAt: leadExpiresAt(NOW) },
      ],
      [{ path: COUNTER }, placesWith(1)],
      [{ path: MARK }, MARKED],
      [
        { path: TRIAL_DAY_DOCUMENT },
        { limit: DEFAULT_TRIAL_REQUESTS_PER_DAY, day: today(), count: 1, lastLead: 'auto' },
      ],
    ]);
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('counts on the day’s requests, keeping the limit staff set', async () => {
    storedDays = [{ limit: 5, day: today(), count: 3, lastLead: 'x' }];
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: true });
    expect(batch.set.mock.calls.at(-1)).toEqual([
      { path: TRIAL_DAY_DOCUMENT },
      { limit: 5, day: today(), count: 4, lastLead: 'auto' },
    ]);
  });

  it('sends nothing and says "day-full" when today’s requests reached the limit', async () => {
    storedDays = [{ limit: 5, day: today(), count: 5, lastLead: 'x' }];
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'day-full' });
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('says "day-full" when refused because the day filled while the request was on its way', async () => {
    storedDays = [
      { limit: 5, day: today(), count: 4, lastLead: 'x' },
      { limit: 5, day: today(), count: 5, lastLead: 'y' },
    ];
    batch.commit.mockRejectedValue(firestoreError('permission-denied'));
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'day-full' });
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('tries once more when another request moved the day’s count but the day has room', async () => {
    storedDays = [
      { limit: 5, day: today(), count: 1, lastLead: 'x' },
      { limit: 5, day: today(), count: 2, lastLead: 'y' },
    ];
    batch.commit.mockRejectedValueOnce(firestoreError('permission-denied')).mockResolvedValue(undefined);
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: true });
    expect(batch.commit).toHaveBeenCalledTimes(2);
    expect(batch.set.mock.calls.at(-1)).toEqual([
      { path: TRIAL_DAY_DOCUMENT },
      { limit: 5, day: today(), count: 3, lastLead: 'auto' },
    ]);
  });

  it('sends nothing and says "held" when this browser already holds a trial in the session', async () => {
    countReadsWith(true, 1);
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'held' });
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('takes the next place of a session others booked', async () => {
    counterReads(TRIAL_PLACES_PER_SESSION - 1);
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: true });
    expect(batch.set.mock.calls[2]).toEqual([{ path: COUNTER }, placesWith(TRIAL_PLACES_PER_SESSION)]);
  });

  it('sends nothing and says "full" when the places are taken', async () => {
    counterReads(TRIAL_PLACES_PER_SESSION);
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'full' });
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('says "limit" before reading the session when the hour is full', async () => {
    sdk.getDoc.mockResolvedValue(storedQuota(NOW - 10 * 60_000, PUBLIC_WRITES_PER_HOUR));
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'limit' });
    expect(sdk.getDoc).not.toHaveBeenCalledWith({ path: COUNTER });
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('says "full" when refused because someone took the last place first', async () => {
    counterReads(TRIAL_PLACES_PER_SESSION - 1, TRIAL_PLACES_PER_SESSION);
    batch.commit.mockRejectedValue(firestoreError('permission-denied'));
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'full' });
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('tries once more when someone took a place but others are left', async () => {
    counterReads(0, 1);
    batch.commit.mockRejectedValueOnce(firestoreError('permission-denied')).mockResolvedValue(undefined);
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: true });
    expect(batch.commit).toHaveBeenCalledTimes(2);
    expect(batch.set.mock.calls.at(-3)).toEqual([{ path: COUNTER }, placesWith(2)]);
  });

  it('does not try forever when places keep moving', async () => {
    counterReads(0, 1, 1, 2);
    batch.commit.mockRejectedValue(firestoreError('permission-denied'));
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'rejected' });
    expect(batch.commit).toHaveBeenCalledTimes(2);
  });

  it('reports a refusal with places left and nothing moved as "rejected", without trying again', async () => {
    counterReads(1);
    batch.commit.mockRejectedValue(firestoreError('permission-denied'));
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'rejected' });
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['unavailable', 'unavailable'],
    ['unknown', 'network'],
    ['invalid-argument', 'rejected'],
  ])('reports a %s failure as %s', async (code, reason) => {
    batch.commit.mockRejectedValue(firestoreError(code));
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason });
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('reports an anonymous sign-in without network as "network"', async () => {
    vi.mocked(publicWriterUid).mockRejectedValue(firestoreError('auth/network-request-failed'));
    await expect(submitTrialRequest(trial)).resolves.toEqual({ ok: false, reason: 'network' });
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
    batch.commit.mockImplementation(() => new Promise(() => {}));
    const settled = vi.fn();
    const submission = submitEnquiry(enquiry).then(settled);
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await submission;
    expect(settled).toHaveBeenCalledWith({ ok: false, reason: 'unavailable' });
  });

  it('ends a trial request as "unavailable" after 15 s, not before', async () => {
    batch.commit.mockImplementation(() => new Promise(() => {}));
    const settled = vi.fn();
    const submission = submitTrialRequest(trial).then(settled);
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await submission;
    expect(settled).toHaveBeenCalledWith({ ok: false, reason: 'unavailable' });
  });
});
