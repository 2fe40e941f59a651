/**
 * Members' users documents as unit tests see them (tests/setup.ts puts this in place of
 * @/firebase/users): an in-memory map of saved classes per uid, and vi.fn calls a test can
 * inspect or make fail. Reset after every test.
 */
import { vi } from 'vitest';
import type { SavedShowsResult, UserRecordResult } from '@/firebase/users';

const savedShowsByUid = new Map<string, string[]>();

export const USERS_COLLECTION = 'users';
export const readSavedShows = vi.fn<(uid: string) => Promise<SavedShowsResult>>();
export const saveSavedShows =
  vi.fn<(uid: string, ids: readonly string[], options?: { hasRecord?: boolean }) => Promise<UserRecordResult>>();
export const createUserRecord = vi.fn<(uid: string) => Promise<void>>();
export const deleteUserRecord = vi.fn<(uid: string) => Promise<UserRecordResult>>();

function installDefaults() {
  readSavedShows.mockReset().mockImplementation(async (uid) => ({
    ok: true,
    savedShows: savedShowsByUid.get(uid) ?? [],
    hasRecord: savedShowsByUid.has(uid),
  }));
  saveSavedShows.mockReset().mockImplementation(async (uid, ids) => {
    savedShowsByUid.set(uid, [...ids]);
    return { ok: true };
  });
  createUserRecord.mockReset().mockImplementation(async (uid) => {
    savedShowsByUid.set(uid, []);
  });
  deleteUserRecord.mockReset().mockImplementation(async (uid) => {
    savedShowsByUid.delete(uid);
    return { ok: true };
  });
}
installDefaults();

export const fakeUsers = {
  /** What a member's document holds now (undefined: no document). */
  savedShowsOf: (uid: string) => savedShowsByUid.get(uid),
  /** A member whose document already lists these classes. */
  store(uid: string, ids: string[]) {
    savedShowsByUid.set(uid, [...ids]);
  },
  reset() {
    savedShowsByUid.clear();
    installDefaults();
  },
};
