/**
 * The member's saved classes for the whole tab: read once per signed-in member, then changed
 * optimistically. A Save shows at once; the change is written in the background, one write at a
 * time, and a write that fails takes its change back and says why. Pages come and go, the
 * store stays, so a class saved on one page is saved on the next without a second read.
 *
 * Each write adds or removes its one class in the stored list, so the member's other tabs and
 * devices cannot lose each other's saves; the list is read again (quietly: the page shows what
 * it has meanwhile) when another tab changed it, when this tab is shown again, and after a write
 * that got no answer in time, which may have been written all the same.
 *
 * The backend is injected: the app's loads Firestore only when a member is signed in.
 */
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import type { SavedClassChange, SavedClassChangeResult, SavedClassesResult } from '@/firebase/users';

interface SavedClassesBackend {
  read: (uid: string) => Promise<SavedClassesResult>;
  change: (uid: string, change: SavedClassChange, options: { hasRecord: boolean }) => Promise<SavedClassChangeResult>;
  /** Tells the member's other tabs that the stored list has changed, so they read it again. */
  announce: (uid: string) => void;
}

/**
 * `unknown`: the session is not known yet; `signed-out`: nobody to save for; `loading`: the
 * member's list is on its way; `failed`: it could not be read (a Save then reads it again).
 */
export type SavedClassesStatus = 'unknown' | 'signed-out' | 'loading' | 'ready' | 'failed';

export type SavedClassNotice =
  | { kind: 'saved' | 'removed'; slotId: string }
  | { kind: 'save-failed' | 'remove-failed'; slotId: string; reason: FirestoreFailure }
  /** A write that got no answer in time: read again, it was written after all… */
  | { kind: 'late-saved' | 'late-removed'; slotId: string }
  /** …or it could not be seen written (yet: it may still be). */
  | { kind: 'save-unconfirmed' | 'remove-unconfirmed'; slotId: string }
  | { kind: 'load-failed'; reason: FirestoreFailure };

export interface SavedClassesState {
  status: SavedClassesStatus;
  /** What the member sees as saved: the stored list with the changes not yet written. */
  savedIds: readonly string[];
  /** A change is waiting to be written or on its way: leaving the page now could lose it. */
  isWriting: boolean;
  /** The latest thing worth telling; `key` changes with every new one. */
  notice: (SavedClassNotice & { key: number }) | null;
  /** A class a signed-out visitor pressed Save on: the page sends them to sign in. */
  signInNeededFor: string | null;
}

/** Who the store follows: a member's uid, null when signed out, undefined while not known. */
type FollowedMember = { uid: string } | null | undefined;

export const initialSavedClassesState: SavedClassesState = {
  status: 'unknown',
  savedIds: [],
  isWriting: false,
  notice: null,
  signInNeededFor: null,
};

function applyChanges(ids: readonly string[], changes: readonly (SavedClassChange | null)[]): string[] {
  let result = [...ids];
  for (const change of changes) {
    if (!change) continue;
    result = result.filter((id) => id !== change.slotId);
    if (change.isSaved) result.push(change.slotId);
  }
  return result;
}

function isSameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

export function createSavedClassesStore(backend: SavedClassesBackend) {
  let state = initialSavedClassesState;
  const listeners = new Set<() => void>();
  let uid: string | null | undefined;
  /** The list as last read or written; null until read. */
  let stored: string[] | null = null;
  /** Whether the member has a users document (the first save of one who has none creates it). */
  let hasRecord = true;
  /** Changes not written yet, oldest first, one per class (the latest press on it). */
  let waiting: SavedClassChange[] = [];
  let writing: SavedClassChange | null = null;
  /** Writes that got no answer in time, shown as asked until a new read tells what is stored. */
  let unconfirmed: SavedClassChange[] = [];
  /** The quiet re-read under way, and one asked for meanwhile (it must start after this one). */
  let rereading: Promise<boolean> | null = null;
  let rereadQueued: Promise<boolean> | null = null;
  /** Writes that landed while the re-read under way was answered: it may not show them. */
  let landedDuringReread: SavedClassChange[] = [];
  /** Asked to read again while the first read was under way. */
  let isReadStale = false;
  let noticeKey = 0;
  /** Bumped on every change of member, so late answers for the previous one are ignored. */
  let generation = 0;

  function update(next: Partial<SavedClassesState>) {
    state = {
      ...state,
      ...next,
      savedIds: applyChanges(stored ?? [], [...unconfirmed, writing, ...waiting]),
      isWriting: writing !== null || waiting.length > 0 || unconfirmed.length > 0,
    };
    for (const listener of listeners) listener();
  }

  function notify(notice: SavedClassNotice): Pick<SavedClassesState, 'notice'> {
    noticeKey += 1;
    return { notice: { ...notice, key: noticeKey } };
  }

  function forget() {
    generation += 1;
    stored = null;
    writing = null;
    unconfirmed = [];
    rereading = null;
    rereadQueued = null;
    isReadStale = false;
  }

  async function load() {
    if (!uid) return;
    const current = generation;
    update({ status: 'loading' });
    const result = await backend.read(uid);
    if (current !== generation) return;
    if (result.ok) {
      stored = result.savedIds;
      hasRecord = result.hasRecord;
      update({ status: 'ready' });
      void write();
      if (isReadStale) {
        isReadStale = false;
        void reread();
      }
      return;
    }
    // Changes made while it loaded cannot be written over a list we do not know.
    const dropped = waiting.at(-1);
    waiting = [];
    isReadStale = false;
    update({
      status: 'failed',
      ...notify(dropped ? failureNotice(dropped, result.reason) : { kind: 'load-failed', reason: result.reason }),
    });
  }

  /**
   * Reads the loaded list again without showing a wait; the changes not written yet stay on
   * top of it. Resolves true once a read that started after the call has answered, false if
   * none did (it failed, there is nothing loaded to refresh, or the member changed).
   */
  function reread(): Promise<boolean> {
    if (!rereading) {
      const run = readAgain().finally(() => {
        if (rereading === run) rereading = null;
      });
      rereading = run;
      return run;
    }
    const current = generation;
    rereadQueued ??= rereading.then(() => {
      if (current !== generation) return false;
      rereadQueued = null;
      return reread();
    });
    return rereadQueued;
  }

  async function readAgain(): Promise<boolean> {
    if (!uid || stored === null) return false;
    const current = generation;
    landedDuringReread = [];
    const result = await backend.read(uid);
    if (current !== generation || !result.ok) return false;
    const landed = landedDuringReread;
    stored = applyChanges(result.savedIds, landed);
    hasRecord = result.hasRecord || landed.length > 0;
    // Nothing new, nothing to draw: the controls must not blink.
    if (!isSameList(applyChanges(stored, [...unconfirmed, writing, ...waiting]), state.savedIds)) update({});
    return true;
  }

  async function write() {
    const change = waiting[0];
    if (!uid || writing || !change || stored === null) return;
    const current = generation;
    writing = change;
    waiting = waiting.slice(1);
    const result = await backend.change(uid, change, { hasRecord });
    if (current !== generation) return;
    writing = null;
    if (result.ok) {
      stored = applyChanges(stored, [change]);
      hasRecord = true;
      if (rereading) landedDuringReread.push(change);
      backend.announce(uid);
      update(notify({ kind: change.isSaved ? 'saved' : 'removed', slotId: change.slotId }));
    } else if (result.late) {
      // No answer in time, but the write may have landed: the control keeps what was asked
      // until the list is read again.
      unconfirmed = [...unconfirmed, change];
      update({});
      void confirmLate(uid, change, result.late);
    } else {
      // A failed write is dropped with its change: the control goes back to what is stored.
      update(notify(failureNotice(change, result.reason)));
    }
    void write();
  }

  function isStored(change: SavedClassChange): boolean {
    return stored !== null && stored.includes(change.slotId) === change.isSaved;
  }

  /** After a write's timeout: reads what is stored, says so, and looks again when the request ends. */
  async function confirmLate(member: string, change: SavedClassChange, request: Promise<void>) {
    const current = generation;
    const isRead = await reread();
    if (current !== generation) return;
    unconfirmed = unconfirmed.filter((late) => late !== change);
    if (isRead && isStored(change)) {
      backend.announce(member);
      update(notify(lateNotice(change)));
      return;
    }
    update(notify({ kind: change.isSaved ? 'save-unconfirmed' : 'remove-unconfirmed', slotId: change.slotId }));
    await request;
    if (current !== generation || !(await reread()) || current !== generation) return;
    if (isStored(change)) {
      backend.announce(member);
      update(notify(lateNotice(change)));
    }
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
      forget();
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
      // Each write sets its class as pressed last, so an earlier press not yet written can go.
      waiting = [...waiting.filter((change) => change.slotId !== slotId), { slotId, isSaved }];
      update({});
      if (state.status === 'failed') void load();
      else void write();
    },
    /**
     * Reads the followed member's list again, quietly: another tab of `forUid` changed it (a
     * message for someone else is ignored), or the tab is in view again.
     */
    refresh(forUid?: string) {
      if (!uid || (forUid !== undefined && forUid !== uid)) return;
      // The first read is under way and may have been answered before that change: read again after it.
      if (state.status === 'loading') isReadStale = true;
      else void reread();
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
      forget();
      waiting = [];
      state = initialSavedClassesState;
      for (const listener of listeners) listener();
    },
  };
}

function failureNotice(change: SavedClassChange, reason: FirestoreFailure): SavedClassNotice {
  return { kind: change.isSaved ? 'save-failed' : 'remove-failed', slotId: change.slotId, reason };
}

function lateNotice(change: SavedClassChange): SavedClassNotice {
  return { kind: change.isSaved ? 'late-saved' : 'late-removed', slotId: change.slotId };
}

export type SavedClassesStore = ReturnType<typeof createSavedClassesStore>;
