/**
 * A member's users/{uid} document: created as `{ savedShows: [] }` at sign-up, then holding
 * the timetable classes they saved (slot ids, src/lib/class-slots.ts). firestore.rules lets
 * only its owner read, update or delete it, so every call here is made as that member.
 */
import { isClassSlotId } from '@/timetable/class-slots';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreErrorCode, firestoreFailure } from './firestore-failure';
import { withTimeout } from './with-timeout';

export const USERS_COLLECTION = 'users';

export type SavedShowsResult =
  | {
      ok: true;
      savedShows: string[];
      /** False for a member without a users document (an old account, a failed sign-up write). */
      hasRecord: boolean;
    }
  | { ok: false; reason: FirestoreFailure };

export type UserRecordResult = { ok: true } | { ok: false; reason: FirestoreFailure };

/** The sign-up write, exactly: the only document firestore.rules lets a member create. */
const emptyRecord = () => ({ savedShows: [] });

async function userDocument(uid: string) {
  const { db, sdk } = await getDb();
  return { sdk, ref: sdk.doc(db, USERS_COLLECTION, uid) };
}

/**
 * Sign-up writes the new member's document without waiting; a save right after it (a Save
 * pressed before signing up) must land after that write, or the empty list would replace it.
 */
const recordsBeingCreated = new Map<string, Promise<void>>();

function creationSettled(uid: string): Promise<void> {
  return (recordsBeingCreated.get(uid) ?? Promise.resolve()).catch(() => {});
}

/**
 * Sets `users/{uid}` for a just-created account to exactly `{ savedShows: [] }`. The caller
 * must be signed in as `uid` (and bounds the wait: sign-up does not wait for it).
 */
export async function createUserRecord(uid: string): Promise<void> {
  const creation = (async () => {
    const { sdk, ref } = await userDocument(uid);
    await sdk.setDoc(ref, emptyRecord());
  })();
  recordsBeingCreated.set(uid, creation);
  try {
    await creation;
  } finally {
    recordsBeingCreated.delete(uid);
  }
}

/**
 * The stored list as the site can use it: the timetable's slot ids, each once, in stored order.
 * An id the timetable no longer has (a class dropped since it was saved) is left out.
 */
export function knownSlotIds(stored: unknown): string[] {
  return Array.isArray(stored) ? [...new Set(stored.filter(isClassSlotId))] : [];
}

/** Runs the whole call (SDK download included) within the request bound, as a plain result. */
async function bounded<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; reason: FirestoreFailure }> {
  try {
    return { ok: true, value: await withTimeout(call()) };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

/** The member's saved classes. No document yet (an old account) reads as none saved. */
export async function readSavedShows(uid: string): Promise<SavedShowsResult> {
  const result = await bounded(async () => {
    await creationSettled(uid);
    const { sdk, ref } = await userDocument(uid);
    const snapshot = await sdk.getDoc(ref);
    return { savedShows: knownSlotIds(snapshot.data()?.savedShows), hasRecord: snapshot.exists() };
  });
  return result.ok ? { ok: true, ...result.value } : result;
}

/**
 * Replaces the saved classes with `ids` (the whole list: the rules check the result, so ids
 * the timetable lacks, repeats or too many are refused). A member without a document (an old
 * account, or a sign-up whose own write failed) gets it created first as sign-up would have,
 * then updated: the rules allow no other way in. The caller says so when its read found none;
 * an update that finds none anyway (deleted meanwhile) does the same. One bound covers it all.
 */
export async function saveSavedShows(
  uid: string,
  ids: readonly string[],
  { hasRecord = true }: { hasRecord?: boolean } = {},
): Promise<UserRecordResult> {
  const result = await bounded(async () => {
    await creationSettled(uid);
    const { sdk, ref } = await userDocument(uid);
    const update = () => sdk.updateDoc(ref, { savedShows: [...ids] });
    if (!hasRecord) await sdk.setDoc(ref, emptyRecord());
    try {
      await update();
    } catch (error) {
      // Firestore answers an update of a missing document with not-found, before the rules.
      if (firestoreErrorCode(error) !== 'not-found') throw error;
      await sdk.setDoc(ref, emptyRecord());
      await update();
    }
  });
  return result.ok ? { ok: true } : result;
}

/** Deletes the member's document (before their account goes). A missing one counts as deleted. */
export async function deleteUserRecord(uid: string): Promise<UserRecordResult> {
  const result = await bounded(async () => {
    const { sdk, ref } = await userDocument(uid);
    await sdk.deleteDoc(ref);
  });
  return result.ok ? { ok: true } : result;
}
