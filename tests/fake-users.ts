/**
 * Members' users documents as unit tests see them (tests/setup.ts puts this in place of
 * @/firebase/users): an in-memory map of saved classes per uid, and vi.fn calls a test can
 * inspect or make fail. Reset after every test.
 */
import { vi } from 'vitest';
import type { SavedClassChange, SavedClassChangeResult, SavedClassesResult, UserRecordResult } from '@/firebase/users';

/** Each member's document's `savedShows`, as Firestore would store it. */
const savedShowsByUid = new Map<string, string[]>();

export const USERS_COLLECTION = 'users';
export const readSavedClasses = vi.fn<(uid: string) => Promise<SavedClassesResult>>();
export const changeSavedClass =
  vi.fn<
    (uid: string, change: SavedClassChange, options?: { hasRecord?: boolean }) => Promise<SavedClassChangeResult>
  >();
export const createUserRecord = vi.fn<(uid: string) => Promise<void>>();
export const deleteUserRecord = vi.fn<(uid: string) => Promise<UserRecordResult>>();

function installDefaults() {
  readSavedClasses.mockReset().mockImplementation(async (uid) => ({
    ok: true,
    savedIds: savedShowsByUid.get(uid) ?? [],
    hasRecord: savedShowsByUid.has(uid),
  }));
  // As arrayUnion / arrayRemove do: the one class added at the end (if missing) or taken out.
  changeSavedClass.mockReset().mockImplementation(async (uid, { slotId, isSaved }) => {
    const stored = savedShowsByUid.get(uid) ?? [];
    const others = stored.filter((id) => id !== slotId);
    savedShowsByUid.set(uid, !isSaved ? others : others.length < stored.length ? stored : [...stored, slotId]);
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
