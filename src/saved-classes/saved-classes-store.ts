/**
 * The member's saved classes for the whole tab: read once per signed-in member, then changed
 * optimistically. A Save shows at once; the list is written in the background, one write at a
 * time, and a write that fails takes its changes back and says why. Pages come and go, the
 * store stays, so a class saved on one page is saved on the next without a second read.
 *
 * The backend is injected: the app's loads Firestore only when a member is signed in.
 */
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import type { SavedShowsResult, UserRecordResult } from '@/firebase/users';

export interface SavedClassesBackend {
  read: (uid: string) => Promise<SavedShowsResult>;
  save: (uid: string, ids: readonly string[], options: { hasRecord: boolean }) => Promise<UserRecordResult>;
}

/**
 * `unknown`: the session is not known yet; `signed-out`: nobody to save for; `loading`: the
 * member's list is on its way; `failed`: it could not be read (a Save then reads it again).
 */
export type SavedClassesStatus = 'unknown' | 'signed-out' | 'loading' | 'ready' | 'failed';

export type SavedClassNotice =
  | { kind: 'saved' | 'removed'; slotId: string }
  | { kind: 'save-failed' | 'remove-failed'; slotId: string; reason: FirestoreFailure }
  | { kind: 'load-failed'; reason: FirestoreFailure };

export interface SavedClassesState {
  status: SavedClassesStatus;
  /** What the member sees as saved: the stored list with the changes not yet written. */
  savedIds: readonly string[];
  /** The latest thing worth telling; `key` changes with every new one. */
  notice: (SavedClassNotice & { key: number }) | null;
  /** A class a signed-out visitor pressed Save on: the page sends them to sign in. */
  signInNeededFor: string | null;
}

interface Change {
  slotId: string;
  isSaved: boolean;
}

/** Who the store follows: a member's uid, null when signed out, undefined while not known. */
export type FollowedMember = { uid: string } | null | undefined;

export const initialSavedClassesState: SavedClassesState = {
  status: 'unknown',
  savedIds: [],
  notice: null,
  signInNeededFor: null,
};

function applyChanges(ids: readonly string[], changes: readonly Change[]): string[] {
  let result = [...ids];
  for (const { slotId, isSaved } of changes) {
    result = result.filter((id) => id !== slotId);
    if (isSaved) result.push(slotId);
  }
  return result;
}

export function createSavedClassesStore(backend: SavedClassesBackend) {
  let state = initialSavedClassesState;
  const listeners = new Set<() => void>();
  let uid: string | null | undefined;
  /** The list as last read or written; null until read. */
  let stored: string[] | null = null;
  /** Whether the member has a users document (the first save of one who has none creates it). */
  let hasRecord = true;
  /** Changes waiting for the write in flight, then written together. */
  let waiting: Change[] = [];
  let writing: Change[] = [];
  let noticeKey = 0;
  /** Bumped on every change of member, so late answers for the previous one are ignored. */
  let generation = 0;

  function update(next: Partial<SavedClassesState>) {
    state = { ...state, ...next, savedIds: applyChanges(stored ?? [], [...writing, ...waiting]) };
    for (const listener of listeners) listener();
  }

  function notify(notice: SavedClassNotice): Pick<SavedClassesState, 'notice'> {
    noticeKey += 1;
    return { notice: { ...notice, key: noticeKey } };
  }

  async function load() {
    if (!uid) return;
    const current = generation;
    update({ status: 'loading' });
    const result = await backend.read(uid);
    if (current !== generation) return;
    if (result.ok) {
      stored = result.savedShows;
      hasRecord = result.hasRecord;
      update({ status: 'ready' });
      void write();
      return;
    }
    // Changes made while it loaded cannot be written over a list we do not know.
    const dropped = waiting.at(-1);
    waiting = [];
    update({
      status: 'failed',
      ...notify(dropped ? failureNotice(dropped, result.reason) : { kind: 'load-failed', reason: result.reason }),
    });
  }

  async function write() {
    if (!uid || writing.length > 0 || waiting.length === 0 || stored === null) return;
    const current = generation;
    writing = waiting;
    waiting = [];
    const target = applyChanges(stored, writing);
    const result = await backend.save(uid, target, { hasRecord });
    if (current !== generation) return;
    const last = writing.at(-1) as Change;
    if (result.ok) {
      stored = target;
      hasRecord = true;
    }
    // A failed write is dropped with its changes: the controls go back to what is stored.
    writing = [];
    if (result.ok) update(notify({ kind: last.isSaved ? 'saved' : 'removed', slotId: last.slotId }));
    else update(notify(failureNotice(last, result.reason)));
    void write();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Follows the signed-in member (or nobody); a new member's list is read. */
    follow(member: FollowedMember) {
      const next = member === undefined ? undefined : (member?.uid ?? null);
      if (next === uid) return;
      uid = next;
      generation += 1;
      stored = null;
      writing = [];
      if (next === undefined) {
        update({ status: 'unknown' });
        return;
      }
      if (next === null) {
        // A Save pressed before the session was known, by someone signed out: sign in first.
        const pressed = waiting.findLast((change) => change.isSaved);
        waiting = [];
        update({ status: 'signed-out', signInNeededFor: pressed?.slotId ?? null });
        return;
      }
      void load();
    },
    /** Saves or removes a class. Signed out, it asks the page to send the visitor to sign in. */
    setSaved(slotId: string, isSaved: boolean) {
      if (state.status === 'signed-out') {
        if (isSaved) update({ signInNeededFor: slotId });
        return;
      }
      if (state.savedIds.includes(slotId) === isSaved) return;
      waiting = [...waiting, { slotId, isSaved }];
      update({});
      if (state.status === 'failed') void load();
      else void write();
    },
    /** Reads the list again after a failed read. */
    retry() {
      if (state.status === 'failed') void load();
    },
    signInHandled() {
      update({ signInNeededFor: null });
    },
    dismissNotice() {
      update({ notice: null });
    },
    /** Back to the state of a new tab (tests start each case from it). */
    reset() {
      uid = undefined;
      generation += 1;
      stored = null;
      writing = [];
      waiting = [];
      state = initialSavedClassesState;
      for (const listener of listeners) listener();
    },
  };
}

function failureNotice(change: Change, reason: FirestoreFailure): SavedClassNotice {
  return { kind: change.isSaved ? 'save-failed' : 'remove-failed', slotId: change.slotId, reason };
}

export type SavedClassesStore = ReturnType<typeof createSavedClassesStore>;
