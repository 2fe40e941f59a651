import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./client', () => ({ getFirebase: vi.fn() }));

const { getFirebase } = await import('./client');
const { publicWriterUid } = await import('./public-writer');

const order: string[] = [];
const auth: { currentUser: { uid: string } | null; authStateReady: () => Promise<void> } = {
  currentUser: null,
  authStateReady: vi.fn(async () => {
    order.push('ready');
  }),
};
const sdk = { signInAnonymously: vi.fn() };

beforeEach(() => {
  order.length = 0;
  auth.currentUser = null;
  sdk.signInAnonymously.mockReset().mockImplementation(async () => {
    order.push('anonymous');
    return { user: { uid: 'anon-1' } };
  });
  vi.mocked(getFirebase).mockResolvedValue({ auth, sdk } as never);
});

describe('publicWriterUid', () => {
  it('counts a signed-in member (or an earlier anonymous session) as themselves', async () => {
    auth.currentUser = { uid: 'member-1' };
    await expect(publicWriterUid()).resolves.toBe('member-1');
    expect(sdk.signInAnonymously).not.toHaveBeenCalled();
  });

  it('signs a visitor in anonymously, once the stored session is known to be empty', async () => {
    await expect(publicWriterUid()).resolves.toBe('anon-1');
    expect(order).toEqual(['ready', 'anonymous']);
  });
});
