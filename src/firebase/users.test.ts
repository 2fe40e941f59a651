import { expect, it, vi } from 'vitest';

vi.mock('./firestore', () => ({ getDb: vi.fn() }));

const { getDb } = await import('./firestore');
const { createUserRecord } = await import('./users');

it('sets users/{uid} to exactly { savedShows: [] }', async () => {
  const sdk = { doc: vi.fn((_db: unknown, ...segments: string[]) => segments.join('/')), setDoc: vi.fn() };
  vi.mocked(getDb).mockResolvedValue({ db: {}, sdk } as never);
  await createUserRecord('uid-42');
  expect(sdk.setDoc).toHaveBeenCalledTimes(1);
  expect(sdk.setDoc).toHaveBeenCalledWith('users/uid-42', { savedShows: [] });
});
