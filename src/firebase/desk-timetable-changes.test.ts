import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeEndsAt, type TimetableChangeFields } from '@/timetable/timetable-changes';

vi.mock('./firestore', () => ({ getDb: vi.fn() }));
vi.mock('./client', () => ({ getFirebase: vi.fn() }));
vi.mock('./sdk-firestore-queries', () => ({
  where: vi.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
  orderBy: vi.fn((field: string) => ({ orderBy: field })),
  limit: vi.fn((count: number) => ({ limit: count })),
  query: vi.fn((ref: unknown, ...constraints: unknown[]) => ({ ref, constraints })),
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  getDocs: vi.fn(),
  deleteField: vi.fn(() => DELETE),
  Timestamp: {
    fromDate: (date: Date) => ({ timestamp: date.toISOString() }),
    fromMillis: (ms: number) => ({ timestamp: new Date(ms).toISOString() }),
  },
}));

const DELETE = { sentinel: 'deleteField' };
const SERVER_TIMESTAMP = { sentinel: 'serverTimestamp' };

const { getDb } = await import('./firestore');
const { getFirebase } = await import('./client');
const queries = await import('./sdk-firestore-queries');
const { postChange, readCurrentChanges, updateChange, withdrawChange } = await import('./desk-timetable-changes');

const sdk = {
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  doc: vi.fn((parent: { path: string }, ...segments: string[]) =>
    segments.length > 0 ? { path: segments.join('/') } : { path: `${parent.path}/new-id`, id: 'new-id' },
  ),
  writeBatch: vi.fn(() => batch),
  serverTimestamp: vi.fn(() => SERVER_TIMESTAMP),
};
const batch = { set: vi.fn(), update: vi.fn(), delete: vi.fn(), commit: vi.fn() };
const OFF = { path: 'timetableOff/current' };

const karate = { slotId: 'friday-2200-karate', date: '2026-12-04' };
const endsAt = (fields: TimetableChangeFields) => ({ timestamp: changeEndsAt(fields).toISOString() });
const firestoreError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  vi.mocked(getDb)
    .mockReset()
    .mockResolvedValue({ db: {}, sdk } as never);
  vi.mocked(getFirebase)
    .mockReset()
    .mockResolvedValue({ auth: { currentUser: { uid: 'staff-1' } } } as never);
  vi.mocked(queries.getDocs)
    .mockReset()
    .mockResolvedValue({ docs: [] } as never);
  for (const write of [batch.set, batch.update, batch.delete]) write.mockReset();
  batch.commit.mockReset().mockResolvedValue(undefined);
  // Saturday 28 November 2026 at the gym: the sessions off are worked out from that day on.
  vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A current change as stored (the query's answer), with its server times. */
function storedChange(id: string, fields: TimetableChangeFields) {
  const stamp = { toDate: () => new Date('2026-11-26T10:00:00Z') };
  return {
    id,
    data: () => ({
      ...fields,
      createdAt: stamp,
      updatedAt: stamp,
      endsAt: { toDate: () => changeEndsAt(fields) },
    }),
  };
}

describe('postChange', () => {
  it.each<[string, TimetableChangeFields]>([
    ['a cancelled session', { kind: 'cancelled', ...karate }],
    ['a moved session', { kind: 'moved', ...karate, start: '19:00', end: '20:00' }],
    ['a substitute', { kind: 'substitute', ...karate, trainerId: 'salma-ben-amor' }],
    ['closed days', { kind: 'hours', from: '2026-12-04', to: '2026-12-06', closed: true }],
    [
      'other hours',
      { kind: 'hours', from: '2026-12-04', to: '2026-12-04', closed: false, opens: '10:00', closes: '14:00' },
    ],
  ])(
    'sends %s as the rules want it: the kind’s fields, server times, its end; the writer apart',
    async (_case, fields) => {
      const result = await postChange({ fields });
      expect(result).toEqual({ ok: true, value: 'new-id' });
      expect(batch.set).toHaveBeenCalledWith(
        { path: 'timetableChanges/new-id', id: 'new-id' },
        { ...fields, createdAt: SERVER_TIMESTAMP, updatedAt: SERVER_TIMESTAMP, endsAt: endsAt(fields) },
      );
      expect(batch.set).toHaveBeenCalledWith(
        { path: 'timetableChangeAuthors/new-id' },
        { by: 'staff-1', at: SERVER_TIMESTAMP },
      );
      expect(batch.commit).toHaveBeenCalledTimes(1);
    },
  );

  it('lists, in the same batch, the sessions the rules must refuse: this change’s and the other current ones’', async () => {
    vi.mocked(queries.getDocs).mockResolvedValue({
      docs: [storedChange('old', { kind: 'hours', from: '2026-12-05', to: '2026-12-05', closed: true })],
    } as never);
    await postChange({ fields: { kind: 'cancelled', ...karate } });
    expect(batch.set).toHaveBeenCalledWith(OFF, {
      sessions: [
        'friday-2200-karate_2026-12-04',
        'saturday-0900-power-lifting_2026-12-05',
        'saturday-2200-boxing_2026-12-05',
        'saturday-1600-yoga_2026-12-05',
      ],
      days: ['2026-12-05'],
      updatedAt: SERVER_TIMESTAMP,
    });
  });

  it('sends nothing when the current changes cannot be read', async () => {
    vi.mocked(queries.getDocs).mockRejectedValue(firestoreError('unavailable'));
    expect(await postChange({ fields: { kind: 'cancelled', ...karate } })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(batch.commit).not.toHaveBeenCalled();
  });

  it('sends the note as {text, locale} when there is one', async () => {
    const fields: TimetableChangeFields = { kind: 'cancelled', ...karate };
    await postChange({ fields, note: { text: 'Coach ill', locale: 'en' } });
    expect(batch.set.mock.calls[0]?.[1]).toMatchObject({ note: { text: 'Coach ill', locale: 'en' } });
  });

  it('sends nothing when nobody is signed in, and says the write was refused', async () => {
    vi.mocked(getFirebase).mockResolvedValue({ auth: { currentUser: null } } as never);
    expect(await postChange({ fields: { kind: 'cancelled', ...karate } })).toEqual({ ok: false, reason: 'rejected' });
    expect(batch.commit).not.toHaveBeenCalled();
  });
});

describe('updateChange', () => {
  it('keeps createdAt (never names it), removes the fields the new kind lacks and any author uid, stamps updatedAt and endsAt', async () => {
    const fields: TimetableChangeFields = { kind: 'substitute', ...karate, trainerId: 'salma-ben-amor' };
    await updateChange('c1', { fields });
    const [reference, data] = batch.update.mock.calls[0] ?? [];
    expect(reference).toEqual({ path: 'timetableChanges/c1' });
    expect(data).not.toHaveProperty('createdAt');
    expect(data).toEqual({
      ...fields,
      start: DELETE,
      end: DELETE,
      from: DELETE,
      to: DELETE,
      closed: DELETE,
      opens: DELETE,
      closes: DELETE,
      note: DELETE,
      updatedAt: SERVER_TIMESTAMP,
      by: DELETE,
      endsAt: endsAt(fields),
    });
    expect(batch.set).toHaveBeenCalledWith(
      { path: 'timetableChangeAuthors/c1' },
      { by: 'staff-1', at: SERVER_TIMESTAMP },
    );
  });

  it('writes the note when the edit has one', async () => {
    const fields: TimetableChangeFields = { kind: 'hours', from: '2026-12-04', to: '2026-12-04', closed: true };
    await updateChange('c1', { fields, note: { text: 'Aïd', locale: 'fr' } });
    const data = batch.update.mock.calls[0]?.[1];
    expect(data).toMatchObject({ ...fields, note: { text: 'Aïd', locale: 'fr' }, slotId: DELETE, date: DELETE });
    expect(data).not.toHaveProperty('createdAt');
  });

  it('takes an edited cancellation’s session off the list when it becomes a substitute', async () => {
    vi.mocked(queries.getDocs).mockResolvedValue({
      docs: [storedChange('c1', { kind: 'cancelled', ...karate })],
    } as never);
    await updateChange('c1', { fields: { kind: 'substitute', ...karate, trainerId: 'salma-ben-amor' } });
    expect(batch.set).toHaveBeenCalledWith(OFF, { sessions: [], days: [], updatedAt: SERVER_TIMESTAMP });
  });

  it('says when the rules refused the edit', async () => {
    batch.commit.mockRejectedValue(firestoreError('permission-denied'));
    expect(await updateChange('c1', { fields: { kind: 'cancelled', ...karate } })).toEqual({
      ok: false,
      reason: 'rejected',
    });
  });
});

describe('withdrawChange and readCurrentChanges', () => {
  it('deletes the change and its author record, its sessions leaving the list in the same batch', async () => {
    vi.mocked(queries.getDocs).mockResolvedValue({
      docs: [storedChange('c1', { kind: 'cancelled', ...karate })],
    } as never);
    expect(await withdrawChange('c1')).toEqual({ ok: true, value: undefined });
    expect(batch.delete).toHaveBeenCalledWith({ path: 'timetableChanges/c1' });
    expect(batch.delete).toHaveBeenCalledWith({ path: 'timetableChangeAuthors/c1' });
    expect(batch.set).toHaveBeenCalledWith(OFF, { sessions: [], days: [], updatedAt: SERVER_TIMESTAMP });
  });

  it('asks for the current changes as the rules allow: endsAt after now plus the margin, by endsAt, limited', async () => {
    const stored = { kind: 'cancelled', ...karate };
    const stamp = { toDate: () => new Date('2026-11-26T10:00:00Z') };
    vi.mocked(queries.getDocs).mockResolvedValue({
      docs: [
        {
          id: 'good',
          data: () => ({
            ...stored,
            createdAt: stamp,
            updatedAt: stamp,
            endsAt: { toDate: () => changeEndsAt(stored as never) },
          }),
        },
        { id: 'bad', data: () => ({ kind: 'closed' }) },
      ],
    } as never);
    const result = await readCurrentChanges(undefined, new Date('2026-11-26T12:00:00Z'));
    expect(vi.mocked(queries.getDocs).mock.calls[0]?.[0]).toEqual({
      ref: { path: 'timetableChanges' },
      constraints: [
        { where: ['endsAt', '>', { timestamp: '2026-11-26T13:00:00.000Z' }] },
        { orderBy: 'endsAt' },
        { limit: 200 },
      ],
    });
    expect(result.ok && result.value.map((change) => change.id)).toEqual(['good']);
  });

  it('sends nothing once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await readCurrentChanges(controller.signal);
    expect(result.ok).toBe(false);
    expect(queries.getDocs).not.toHaveBeenCalled();
  });
});
