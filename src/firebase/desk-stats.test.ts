import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./firestore', () => ({ getDb: vi.fn() }));
vi.mock('./sdk-firestore-queries', () => ({
  collection: vi.fn((_db: unknown, path: string) => ({ path })),
  where: vi.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
  orderBy: vi.fn((field: string) => ({ orderBy: field })),
  query: vi.fn((ref: unknown, ...constraints: unknown[]) => ({ ref, constraints })),
  Timestamp: { fromDate: (date: Date) => date.toISOString() },
  getCount: vi.fn(),
}));

const { getDb } = await import('./firestore');
const queries = await import('./sdk-firestore-queries');
const { readMonthStats } = await import('./desk-stats');

type Constraint = { where?: [string, string, unknown] };
const filtersOf = (countQuery: unknown) =>
  (countQuery as { constraints: Constraint[] }).constraints.flatMap((constraint) =>
    constraint.where ? [constraint.where] : [],
  );

// Thursday 14 March 2019 in Tunis: the month runs from 1 March 00:00 to 1 April 00:00 there (UTC+1).
const now = new Date('2019-03-14T10:00:00Z');
const monthFilters = [
  ['createdAt', '>=', '2019-02-28T23:00:00.000Z'],
  ['createdAt', '<', '2019-03-31T23:00:00.000Z'],
];

beforeEach(() => {
  vi.mocked(getDb)
    .mockReset()
    .mockResolvedValue({ db: {} } as never);
  // Each count answers with a number of its own, told apart by the query's filters.
  vi.mocked(queries.getCount)
    .mockReset()
    .mockImplementation(async (countQuery) => {
      const filters = filtersOf(countQuery);
      const attended = filters.some(([field, , value]) => field === 'attendance' && value === 'attended');
      const count = attended ? 3 : filters.length === 2 ? 11 : 1;
      return { data: () => ({ count }) } as never;
    });
});

describe('readMonthStats', () => {
  it('counts the trials of the month whose visitor came, between trial booked and joined', async () => {
    const result = await readMonthStats(undefined, now);
    if (!result.ok) throw new Error('expected the month’s numbers');
    expect(Object.keys(result.stats.funnel)).toEqual([
      'created',
      'contacted',
      'trialBooked',
      'trialAttended',
      'joined',
    ]);
    expect(result.stats.funnel).toMatchObject({ created: 11, trialAttended: 3 });
    const attendedQueries = vi
      .mocked(queries.getCount)
      .mock.calls.map(([countQuery]) => filtersOf(countQuery))
      .filter((filters) => filters.some(([field]) => field === 'attendance'));
    expect(attendedQueries).toEqual([[['kind', '==', 'trial'], ['attendance', '==', 'attended'], ...monthFilters]]);
  });

  it('says why when a count fails, with nothing half counted', async () => {
    vi.mocked(queries.getCount).mockRejectedValueOnce(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    expect(await readMonthStats(undefined, now)).toEqual({ ok: false, reason: 'rejected' });
  });
});
