/**
 * The removal of a member's bookings before their account goes (removeMyBookings), against an
 * in-memory Firestore: what is sent, in which order, and where it stops when a step fails. The
 * rules tests hold each step to firestore.rules; this holds the order the rules need.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionById } from '@/timetable/sessions';

// The real module here (tests/setup.ts puts a fake in its place for every other test).
vi.unmock('@/firebase/bookings');
vi.mock('./firestore', () => ({ getDb: vi.fn() }));
vi.mock('./sdk-firestore-queries', () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  where: (field: string, _op: string, value: unknown) => ({ where: [field, value] }),
  limit: (count: number) => ({ limit: count }),
  query: (collection: { name: string }, ...constraints: Record<string, unknown>[]) => ({
    collection: collection.name,
    constraints,
  }),
  getDocs: vi.fn(),
}));

const { getDb } = await import('./firestore');
const queries = await import('./sdk-firestore-queries');
const { bookSession, removeMyBookings } = await import('./bookings');

const UID = 'member-1';
// Wednesday 25 November 2026, 12:00 in Tunis (UTC+1).
const NOW = new Date('2026-11-25T11:00:00Z');

type Fields = Record<string, unknown>;
const DELETED = Symbol('deleted field');
/** Path → fields: the documents as stored. */
let stored: Map<string, Fields>;
/** Each request that changed something, in order: one line per write of it. */
let sent: string[][];
/** Makes the next commit (or delete) whose first write matches fail with this code. */
let refuse: { match: RegExp; code: string } | undefined;

const ref = (path: string) => ({ path, id: path.split('/').at(-1) ?? '' });
const timestamp = (date: Date) => ({ toDate: () => date });

function apply(kind: string, path: string, data?: Fields) {
  if (kind === 'delete') return stored.delete(path);
  const next: Fields = kind === 'set' ? {} : { ...stored.get(path) };
  for (const [key, value] of Object.entries(data ?? {})) {
    const [field = key, entry] = key.split(/\.(.+)/);
    if (entry === undefined) next[field] = value;
    else {
      const map = { ...(next[field] as Fields) };
      if (value === DELETED) delete map[entry];
      else map[entry] = value;
      next[field] = map;
    }
  }
  stored.set(path, next);
}

function commitOf(writes: [string, string, Fields?][]) {
  const first = writes[0];
  if (refuse && first && refuse.match.test(`${first[0]} ${first[1]}`)) {
    const code = refuse.code;
    refuse = undefined;
    return Promise.reject(Object.assign(new Error(code), { code }));
  }
  sent.push(writes.map(([kind, path]) => `${kind} ${path}`));
  for (const [kind, path, data] of writes) apply(kind, path, data);
  return Promise.resolve();
}

const sdk = {
  // With no path, a new document's reference in the collection given (a booking's id).
  doc: (parent: { path?: string }, path?: string) => ref(path ?? `${parent.path}/new-booking`),
  collection: (_db: unknown, path: string) => ({ path }),
  getDoc: async ({ path, id }: { path: string; id: string }) => ({
    id,
    exists: () => stored.has(path),
    data: () => stored.get(path),
  }),
  serverTimestamp: () => 'server time',
  deleteField: () => DELETED,
  deleteDoc: ({ path }: { path: string }) => commitOf([['delete', path]]),
  writeBatch: () => {
    const writes: [string, string, Fields?][] = [];
    return {
      set: ({ path }: { path: string }, data: Fields) => writes.push(['set', path, data]),
      update: ({ path }: { path: string }, data: Fields) => writes.push(['update', path, data]),
      delete: ({ path }: { path: string }) => writes.push(['delete', path]),
      commit: () => commitOf(writes),
    };
  },
};

function session(id: string) {
  const found = sessionById(id);
  if (!found) throw new Error(`No session ${id}`);
  return found;
}

function storeBooking(id: string, sessionId: string, status: string) {
  stored.set(`bookings/${id}`, {
    uid: UID,
    name: 'Salma',
    sessionId,
    sessionStart: timestamp(session(sessionId).start),
    status,
  });
}

// Friday's Workout, booked; Friday's Meditation, waited for (second in line); this morning's
// Cycling, booked and under way; last Monday's Fitness, cancelled long ago.
const WORKOUT = 'friday-1800-workout_2026-11-27';
const MEDITATION = 'friday-1600-meditation_2026-11-27';
const CYCLING = 'wednesday-0900-cycling_2026-11-25';
const OLD_FITNESS = 'monday-0900-fitness_2026-11-23';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stored = new Map();
  sent = [];
  refuse = undefined;
  vi.mocked(getDb).mockResolvedValue({ db: {}, sdk } as never);
  vi.mocked(queries.getDocs).mockImplementation((async (asked: {
    constraints: { where?: [string, unknown]; limit?: number }[];
  }) => {
    const uid = asked.constraints.find((constraint) => constraint.where)?.where?.[1];
    const max = asked.constraints.find((constraint) => constraint.limit)?.limit ?? Number.POSITIVE_INFINITY;
    const docs = [...stored.entries()]
      .filter(([path, fields]) => path.startsWith('bookings/') && fields.uid === uid)
      .slice(0, max)
      .map(([path]) => ({ ref: ref(path) }));
    return { empty: docs.length === 0, docs };
  }) as never);

  storeBooking('b-workout', WORKOUT, 'booked');
  storeBooking('b-meditation', MEDITATION, 'waiting');
  storeBooking('b-cycling', CYCLING, 'booked');
  storeBooking('b-old', OLD_FITNESS, 'cancelled');
  stored.set(`sessions/${WORKOUT}`, { booked: 5, trials: 0, queue: [] });
  stored.set(`sessions/${MEDITATION}`, { booked: 20, trials: 0, queue: ['someone', 'b-meditation'] });
  stored.set(`memberBookings/${UID}`, {
    released: '',
    sessions: {
      [WORKOUT]: { booking: 'b-workout', start: timestamp(session(WORKOUT).start) },
      [MEDITATION]: { booking: 'b-meditation', start: timestamp(session(MEDITATION).start) },
      [CYCLING]: { booking: 'b-cycling', start: timestamp(session(CYCLING).start) },
    },
  });
});
afterEach(() => vi.useRealTimers());

describe('removing a member’s bookings', () => {
  it('gives up each upcoming place first, releases the started one, deletes every booking, then the emptied list', async () => {
    await expect(removeMyBookings(UID)).resolves.toEqual({ ok: true, bookingsCancelled: true });
    expect(sent).toEqual([
      [`update bookings/b-workout`, `set sessions/${WORKOUT}`, `update memberBookings/${UID}`],
      [`update bookings/b-meditation`, `set sessions/${MEDITATION}`, `update memberBookings/${UID}`],
      [`update memberBookings/${UID}`],
      [
        'delete bookings/b-workout',
        'delete bookings/b-meditation',
        'delete bookings/b-cycling',
        'delete bookings/b-old',
      ],
      [`delete memberBookings/${UID}`],
    ]);
    expect(stored.get(`sessions/${WORKOUT}`)).toMatchObject({ booked: 4, queue: [] });
    expect(stored.get(`sessions/${MEDITATION}`)).toMatchObject({ booked: 20, queue: ['someone'] });
    expect(
      [...stored.keys()].filter((path) => path.startsWith('bookings/') || path.startsWith('memberBookings/')),
    ).toEqual([]);
  });

  it('cancels a booked place for free before the cutoff, as the member would, and leaves the waitlist', async () => {
    const statuses: Record<string, unknown> = {};
    vi.mocked(queries.getDocs).mockImplementationOnce((async () => {
      for (const id of ['b-workout', 'b-meditation']) statuses[id] = stored.get(`bookings/${id}`)?.status;
      return { empty: true, docs: [] };
    }) as never);
    await removeMyBookings(UID);
    expect(statuses).toEqual({ 'b-workout': 'cancelled', 'b-meditation': 'left' });
  });

  it('deletes the bookings a page at a time', async () => {
    for (let index = 0; index < 60; index++) storeBooking(`old-${index}`, OLD_FITNESS, 'cancelled');
    await expect(removeMyBookings(UID)).resolves.toEqual({ ok: true, bookingsCancelled: true });
    const deletes = sent.filter((writes) => writes[0]?.startsWith('delete bookings/'));
    expect(deletes.map((writes) => writes.length)).toEqual([50, 14]);
  });

  it('with no upcoming place, only deletes what there is', async () => {
    stored.delete(`memberBookings/${UID}`);
    for (const id of ['b-workout', 'b-meditation', 'b-cycling']) stored.delete(`bookings/${id}`);
    await expect(removeMyBookings(UID)).resolves.toEqual({ ok: true, bookingsCancelled: false });
    expect(sent).toEqual([['delete bookings/b-old']]);
  });

  it('stops at a refused cancellation: nothing after it is sent, and nothing was given up', async () => {
    refuse = { match: /^update bookings\/b-workout/, code: 'failed-precondition' };
    await expect(removeMyBookings(UID)).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      isUnanswered: false,
      bookingsCancelled: false,
    });
    expect(sent).toEqual([]);
    expect(stored.has('bookings/b-old')).toBe(true);
  });

  it('says the places already given up when a later step fails, and deletes nothing more', async () => {
    refuse = { match: /^delete bookings\//, code: 'permission-denied' };
    await expect(removeMyBookings(UID)).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      isUnanswered: false,
      bookingsCancelled: true,
    });
    expect(sent).toHaveLength(3);
    expect(stored.has(`memberBookings/${UID}`)).toBe(true);
  });

  it('reports no network when Firestore cannot be loaded, sending nothing', async () => {
    vi.mocked(getDb).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(removeMyBookings(UID)).resolves.toEqual({
      ok: false,
      reason: 'network',
      isUnanswered: false,
      bookingsCancelled: false,
    });
    expect(sent).toEqual([]);
  });
});

describe('booking a place', () => {
  const request = { session: session(WORKOUT), uid: 'member-2', name: 'Nadia', saveName: false, mayWait: false };

  it('reads, plans and sends again once when Firestore aborts the write as another member’s meets it', async () => {
    refuse = { match: /^set bookings\//, code: 'aborted' };
    await expect(bookSession(request)).resolves.toEqual({ ok: true, status: 'booked', bookingId: 'new-booking' });
    expect(sent).toHaveLength(1);
    expect(stored.get(`sessions/${WORKOUT}`)).toMatchObject({ booked: 6 });
  });

  it('gives up when the rules refuse it with the count as it was planned from: no race to retry', async () => {
    refuse = { match: /^set bookings\//, code: 'permission-denied' };
    await expect(bookSession(request)).resolves.toEqual({ ok: false, reason: 'rejected' });
    expect(sent).toEqual([]);
  });
});
