import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./firestore', () => ({ getDb: vi.fn() }));
vi.mock('./client', () => ({ getFirebase: vi.fn() }));
vi.mock('./sdk-firestore-queries', () => ({
  where: vi.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
  orderBy: vi.fn((field: string, direction: string) => ({ orderBy: [field, direction] })),
  startAfter: vi.fn((snapshot: unknown) => ({ startAfter: snapshot })),
  limit: vi.fn((count: number) => ({ limit: count })),
  query: vi.fn((ref: unknown, ...constraints: unknown[]) => ({ ref, constraints })),
  getDocs: vi.fn(),
  getCount: vi.fn(),
}));

const { getDb } = await import('./firestore');
const { getFirebase } = await import('./client');
const queries = await import('./sdk-firestore-queries');
const { answerLead, countNewLeads, deleteLead, deskLeadOf, readLeadsPage } = await import('./desk-leads');
const { FIREBASE_REQUEST_TIMEOUT_MS } = await import('./with-timeout');

const SERVER_TIMESTAMP = { sentinel: 'serverTimestamp' };
const sdk = {
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  doc: vi.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') })),
  getDoc: vi.fn(),
  writeBatch: vi.fn(() => batch),
  updateDoc: vi.fn(),
  serverTimestamp: vi.fn(() => SERVER_TIMESTAMP),
};
const batch = { set: vi.fn(), update: vi.fn(), delete: vi.fn(), commit: vi.fn() };
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });
const snapshot = (id: string) => ({
  id,
  data: () => ({
    kind: 'enquiry',
    name: `Visitor ${id}`,
    email: 'a@b.tn',
    class: null,
    comment: 'Hi',
    locale: 'fr',
    status: 'new',
    createdAt: timestamp('2027-03-14T10:00:00Z'),
  }),
});
const firestoreError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  vi.mocked(getDb)
    .mockReset()
    .mockResolvedValue({ db: {}, sdk } as never);
  vi.mocked(getFirebase)
    .mockReset()
    .mockResolvedValue({ auth: { currentUser: { uid: 'staff-1' } } } as never);
  vi.mocked(queries.getDocs).mockReset();
  vi.mocked(queries.getCount).mockReset();
  sdk.updateDoc.mockReset().mockResolvedValue(undefined);
  sdk.getDoc.mockReset().mockResolvedValue({ exists: () => false, data: () => undefined });
  for (const method of [batch.set, batch.update, batch.delete]) method.mockReset();
  batch.commit.mockReset().mockResolvedValue(undefined);
});

describe('readLeadsPage', () => {
  it('sends one query, newest first, limited to one more than the page, and returns a cursor when more exist', async () => {
    const docs = Array.from({ length: 21 }, (_, index) => snapshot(`l${index}`));
    vi.mocked(queries.getDocs).mockResolvedValue({ docs } as never);
    const result = await readLeadsPage({});
    expect(queries.getDocs).toHaveBeenCalledTimes(1);
    expect(vi.mocked(queries.getDocs).mock.calls[0]?.[0]).toEqual({
      ref: { path: 'leads' },
      constraints: [{ orderBy: ['createdAt', 'desc'] }, { limit: 21 }],
    });
    if (!result.ok) throw new Error('expected a page');
    expect(result.value.items).toHaveLength(20);
    expect(result.value.items[0]).toMatchObject({ id: 'l0', kind: 'enquiry', name: 'Visitor l0', locale: 'fr' });
    expect(result.value.next?.snapshot).toBe(docs[19]);
  });

  it('puts the filters in where clauses and starts after the cursor; the last page has no cursor', async () => {
    const docs = [snapshot('a'), snapshot('b')];
    vi.mocked(queries.getDocs).mockResolvedValue({ docs } as never);
    const after = { snapshot: { id: 'z' } as never };
    const result = await readLeadsPage({ status: 'contacted', kind: 'trial', after }, 5);
    expect(vi.mocked(queries.getDocs).mock.calls[0]?.[0]).toEqual({
      ref: { path: 'leads' },
      constraints: [
        { where: ['status', '==', 'contacted'] },
        { where: ['kind', '==', 'trial'] },
        { orderBy: ['createdAt', 'desc'] },
        { startAfter: after.snapshot },
        { limit: 6 },
      ],
    });
    expect(result).toEqual({ ok: true, value: { items: expect.any(Array) } });
  });

  it('answers a refusal and a lost connection in the plain kinds', async () => {
    vi.mocked(queries.getDocs).mockRejectedValueOnce(firestoreError('permission-denied'));
    expect(await readLeadsPage({})).toEqual({ ok: false, reason: 'rejected' });
    vi.mocked(queries.getDocs).mockRejectedValueOnce(firestoreError('unknown'));
    expect(await readLeadsPage({})).toEqual({ ok: false, reason: 'network' });
  });

  it('gives up after the bound when Firestore does not answer', async () => {
    vi.useFakeTimers();
    try {
      vi.mocked(queries.getDocs).mockReturnValue(new Promise(() => {}));
      const result = readLeadsPage({});
      await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
      expect(await result).toEqual({ ok: false, reason: 'unavailable' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('deskLeadOf', () => {
  it('reads a trial request in the trial shape', () => {
    const lead = deskLeadOf('t1', {
      kind: 'trial',
      name: 'Amira',
      phone: '+21620123456',
      whatsapp: true,
      email: '',
      class: 'Boxing',
      slotId: 'tuesday-0900-boxing',
      sessionId: 'tuesday-0900-boxing_2027-03-16',
      sessionStart: timestamp('2027-03-16T08:00:00Z'),
      locale: 'ar',
      status: 'contacted',
      createdAt: timestamp('2027-03-14T10:00:00Z'),
      note: 'Called',
    });
    expect(lead).toEqual({
      id: 't1',
      kind: 'trial',
      name: 'Amira',
      email: '',
      phone: '+21620123456',
      whatsapp: true,
      className: 'Boxing',
      slotId: 'tuesday-0900-boxing',
      sessionId: 'tuesday-0900-boxing_2027-03-16',
      sessionStart: new Date('2027-03-16T08:00:00Z'),
      locale: 'ar',
      status: 'contacted',
      createdAt: new Date('2027-03-14T10:00:00Z'),
      note: 'Called',
    });
  });

  it('reads fields of the wrong shape as empty rather than failing the page', () => {
    expect(deskLeadOf('x', { name: 3, locale: 'de', status: 'odd', createdAt: 'yesterday' })).toMatchObject({
      kind: 'enquiry',
      name: '',
      locale: 'en',
      status: 'new',
      createdAt: null,
      comment: '',
    });
  });
});

describe('answerLead, deleteLead, countNewLeads', () => {
  const enquiry = deskLeadOf('l1', snapshot('l1').data());
  // A trial for a session ahead whose count holds its place.
  const trial = deskLeadOf('t1', {
    kind: 'trial',
    name: 'Amira',
    phone: '+21620123456',
    whatsapp: true,
    class: 'Boxing',
    slotId: 'tuesday-0900-boxing',
    sessionId: 'tuesday-0900-boxing_2099-03-17',
    sessionStart: timestamp('2099-03-17T08:00:00Z'),
    locale: 'ar',
    status: 'new',
  });
  const COUNT = 'sessions/tuesday-0900-boxing_2099-03-17';
  const countStored = (trials: number, queue: string[] = []) =>
    sdk.getDoc.mockResolvedValue({ exists: () => true, data: () => ({ booked: 5, trials, queue, cause: 'x' }) });

  it('saves status and note stamped with the staff member and the server time', async () => {
    expect(await answerLead(enquiry, { status: 'contacted', note: 'Called back' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(batch.update).toHaveBeenCalledWith(
      { path: 'leads/l1' },
      { status: 'contacted', note: 'Called back', handledBy: 'staff-1', handledAt: SERVER_TIMESTAMP },
    );
    expect(batch.set).not.toHaveBeenCalled();
    expect(batch.commit).toHaveBeenCalledTimes(1);
  });

  it('gives a trial’s place back in the same batch when it is marked lost, and takes it again when brought back', async () => {
    countStored(2);
    await answerLead(trial, { status: 'lost', note: '' });
    expect(batch.set).toHaveBeenCalledWith({ path: COUNT }, { booked: 5, trials: 1, queue: [], cause: 't1' });
    batch.set.mockReset();
    await answerLead({ ...trial, status: 'lost' }, { status: 'contacted', note: '' });
    expect(batch.set).toHaveBeenCalledWith({ path: COUNT }, { booked: 5, trials: 3, queue: [], cause: 't1' });
    batch.set.mockReset();
    await answerLead(trial, { status: 'contacted', note: 'Called' });
    expect(batch.set).not.toHaveBeenCalled();
  });

  it('refuses to answer without a signed-in account', async () => {
    vi.mocked(getFirebase).mockResolvedValue({ auth: { currentUser: null } } as never);
    expect(await answerLead(enquiry, { status: 'lost', note: '' })).toEqual({ ok: false, reason: 'rejected' });
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('deletes the lead, a trial with its place given back', async () => {
    expect(await deleteLead(enquiry)).toEqual({ ok: true, value: undefined });
    expect(batch.delete).toHaveBeenCalledWith({ path: 'leads/l1' });
    countStored(1);
    await deleteLead(trial);
    expect(batch.delete).toHaveBeenCalledWith({ path: 'leads/t1' });
    expect(batch.set).toHaveBeenCalledWith({ path: COUNT }, { booked: 5, trials: 0, queue: [], cause: 't1' });
  });

  it('counts new leads with an aggregation on status == new', async () => {
    vi.mocked(queries.getCount).mockResolvedValue({ data: () => ({ count: 3 }) } as never);
    expect(await countNewLeads()).toEqual({ ok: true, value: 3 });
    expect(vi.mocked(queries.getCount).mock.calls[0]?.[0]).toEqual({
      ref: { path: 'leads' },
      constraints: [{ where: ['status', '==', 'new'] }],
    });
  });
});
