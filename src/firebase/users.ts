/**
 * A member's users/{uid} document: created as `{ savedShows: [] }` at sign-up, then holding
 * the timetable classes they saved (slot ids, src/timetable/class-slots.ts). firestore.rules lets
 * only its owner read, update or delete it, so every call here is made as that member.
 */
import type { DocumentReference } from 'firebase/firestore/lite';
import { isClassSlotId } from '@/timetable/class-slots';
import { type FirestoreSdk, getDb } from './firestore';
import { type FirestoreFailure, firestoreErrorCode, firestoreFailure } from './firestore-failure';
import { RequestTimeoutError, withTimeout } from './with-timeout';

export const USERS_COLLECTION = 'users';

export type SavedClassesResult =
  | {
      ok: true;
      /** The saved classes' slot ids, as stored in the document's `savedShows` field. */
      savedIds: string[];
      /** False for a member without a users document (an old account, a failed sign-up write). */
      hasRecord: boolean;
    }
  | { ok: false; reason: FirestoreFailure };

/** One class saved (`isSaved`) or taken out of the member's saved classes. */
export interface SavedClassChange {
  slotId: string;
  isSaved: boolean;
}

export type SavedClassChangeResult =
  | { ok: true }
  | {
      ok: false;
      reason: FirestoreFailure;
      /**
       * Only when no answer came within the bound: the request itself, which may still be
       * written. It settles (never rejects) when the request ends, written or not.
       */
      late?: Promise<void>;
    };

/** `isUnanswered`: the request went out but got no answer in time, so it may still take effect. */
export type UserRecordResult = { ok: true } | { ok: false; reason: FirestoreFailure; isUnanswered?: true };

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
export async function readSavedClasses(uid: string): Promise<SavedClassesResult> {
  const result = await bounded(async () => {
    await creationSettled(uid);
    const { sdk, ref } = await userDocument(uid);
    const snapshot = await sdk.getDoc(ref);
    return { savedIds: knownSlotIds(snapshot.data()?.savedShows), hasRecord: snapshot.exists() };
  });
  return result.ok ? { ok: true, ...result.value } : result;
}

/**
 * Saves or removes one class, and only that one: `arrayUnion` / `arrayRemove` are applied by
 * Firestore to the list as stored, so a class another tab (or the member's phone) saved
 * meanwhile is kept, where writing the whole list would drop it. Both leave each id at most
 * once, and the rules check the resulting list as they would a whole one.
 *
 * A member without a document (an old account, or a sign-up whose own write failed) gets it
 * created first, as sign-up would have, then updated: the rules allow no other way in. The
 * caller says so when its read found none; an update that finds none anyway (deleted
 * meanwhile) does the same. One bound covers it all; past it, `late` follows the request.
 */
export async function changeSavedClass(
  uid: string,
  change: SavedClassChange,
  { hasRecord = true }: { hasRecord?: boolean } = {},
): Promise<SavedClassChangeResult> {
  const request = (async () => {
    await creationSettled(uid);
    const { sdk, ref } = await userDocument(uid);
    const { slotId, isSaved } = change;
    const update = () => sdk.updateDoc(ref, { savedShows: isSaved ? sdk.arrayUnion(slotId) : sdk.arrayRemove(slotId) });
    // A set that merges in no ids creates the document as exactly `{ savedShows: [] }` when it
    // is missing and leaves it as it is when another tab has just created it (and saved into
    // it): a plain set of the empty record would wipe that tab's save.
    const createIfMissing = () => sdk.setDoc(ref, { savedShows: sdk.arrayUnion() }, { merge: true });
    if (!hasRecord) await createIfMissing();
    try {
      await update();
    } catch (error) {
      const code = firestoreErrorCode(error);
      // Firestore answers an update of a missing document with not-found, before the rules.
      if (code === 'not-found') await createIfMissing();
      else if (code !== 'permission-denied' || !(await dropUnknownIds(sdk, ref))) throw error;
      await update();
    }
  })();
  try {
    await withTimeout(request);
    return { ok: true };
  } catch (error) {
    const reason = firestoreFailure(error);
    if (!(error instanceof RequestTimeoutError)) return { ok: false, reason };
    return { ok: false, reason, late: request.then(noop, noop) };
  }
}

const noop = () => {};

/**
 * The rules check the whole resulting list, so a stored id the timetable no longer has (a
 * class dropped since it was saved) gets every later change refused. Removes such ids (and
 * only those: the rest may have been saved by another tab) and says whether there were any.
 */
async function dropUnknownIds(sdk: FirestoreSdk, ref: DocumentReference): Promise<boolean> {
  const stored: unknown = (await sdk.getDoc(ref)).data()?.savedShows;
  const unknown = Array.isArray(stored) ? stored.filter((id) => !isClassSlotId(id)) : [];
  if (unknown.length === 0) return false;
  await sdk.updateDoc(ref, { savedShows: sdk.arrayRemove(...unknown) });
  return true;
}

/**
 * Deletes the member's document (before their account goes). A missing one counts as deleted.
 * Past the bound the delete goes on (even one still waiting on the SDK), so it is `isUnanswered`.
 */
export async function deleteUserRecord(uid: string): Promise<UserRecordResult> {
  try {
    await withTimeout(
      (async () => {
        const { sdk, ref } = await userDocument(uid);
        await sdk.deleteDoc(ref);
      })(),
    );
    return { ok: true };
  } catch (error) {
    const reason = firestoreFailure(error);
    return error instanceof RequestTimeoutError ? { ok: false, reason, isUnanswered: true } : { ok: false, reason };
  }
}
