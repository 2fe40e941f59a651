import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseClient } from './client';

// The real access check; the Auth SDK and Firestore underneath are replaced.
vi.mock('./client', () => ({ getFirebase: vi.fn() }));
vi.mock('./firestore', () => ({ getDb: vi.fn() }));

const { getFirebase } = await import('./client');
const { getDb } = await import('./firestore');
const { readStaffAccess } = await import('./staff-claim');
const { FIREBASE_REQUEST_TIMEOUT_MS } = await import('./with-timeout');

const never = () => new Promise<never>(() => {});
const getIdTokenResult = vi.fn();
const auth: { currentUser: { uid: string; getIdTokenResult: typeof getIdTokenResult } | null } = {
  currentUser: { uid: 'uid-7', getIdTokenResult },
};
const sdk = {
  doc: vi.fn((_db: unknown, ...segments: string[]) => segments.join('/')),
  getDoc: vi.fn(),
};
const tokenWith = (claims: Record<string, unknown>) => ({ claims });
const record = (exists: boolean) => ({ exists: () => exists });

beforeEach(() => {
  auth.currentUser = { uid: 'uid-7', getIdTokenResult };
  vi.mocked(getFirebase)
    .mockReset()
    .mockResolvedValue({ auth } as unknown as FirebaseClient);
  vi.mocked(getDb)
    .mockReset()
    .mockResolvedValue({ db: {}, sdk } as never);
  getIdTokenResult.mockReset().mockResolvedValue(tokenWith({ staff: true, email_verified: true }));
  sdk.getDoc.mockReset().mockResolvedValue(record(true));
  sdk.doc.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('readStaffAccess, as firestore.rules decides', () => {
  it('lets in an account with the claim, a verified e-mail and its staff record, asked with a fresh token', async () => {
    await expect(readStaffAccess()).resolves.toBe('staff');
    expect(getIdTokenResult).toHaveBeenCalledWith(true);
    expect(sdk.getDoc).toHaveBeenCalledWith('staff/uid-7');
  });

  it('keeps out an account with the claim but no staff record (removed, or granted by hand)', async () => {
    sdk.getDoc.mockResolvedValue(record(false));
    await expect(readStaffAccess()).resolves.toBe('not-staff');
  });

  it('keeps out an account with the claim whose e-mail is not verified, without reading anything', async () => {
    getIdTokenResult.mockResolvedValue(tokenWith({ staff: true, email_verified: false }));
    await expect(readStaffAccess()).resolves.toBe('not-staff');
    getIdTokenResult.mockResolvedValue(tokenWith({ staff: true }));
    await expect(readStaffAccess()).resolves.toBe('not-staff');
    expect(getDb).not.toHaveBeenCalled();
  });

  it('keeps out an account without the claim (or with a claim that is not exactly true), without reading anything', async () => {
    for (const claims of [{ email_verified: true }, { staff: 'true', email_verified: true }]) {
      getIdTokenResult.mockResolvedValue(tokenWith(claims));
      await expect(readStaffAccess()).resolves.toBe('not-staff');
    }
    expect(getDb).not.toHaveBeenCalled();
  });

  it('says signed-out when the tab has no account', async () => {
    auth.currentUser = null;
    await expect(readStaffAccess()).resolves.toBe('signed-out');
  });

  it('says failed when the record cannot be read', async () => {
    sdk.getDoc.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    await expect(readStaffAccess()).resolves.toBe('failed');
  });

  it('gives up after FIREBASE_REQUEST_TIMEOUT_MS when the record never comes', async () => {
    vi.useFakeTimers();
    sdk.getDoc.mockImplementation(never);
    const access = readStaffAccess();
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    await expect(access).resolves.toBe('failed');
  });
});
