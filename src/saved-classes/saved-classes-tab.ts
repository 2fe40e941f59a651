/**
 * The saved-classes store and the browser tab around it: the member's other tabs hear of each
 * change it writes and read their list again, this tab reads it again when it is shown after
 * being hidden (the member may have saved on their phone meanwhile), and the tab asks before
 * it is closed or reloaded with a change not yet written.
 *
 * Why only `beforeunload`: moving between the site's pages keeps the app, and so the store and
 * its writes under way, alive; only leaving the document (closing the tab, reloading, typing
 * another address, following an outside link) cancels a write in flight. The browser's own
 * "Leave site?" prompt is the one warning that can stop that, and it is asked for only while a
 * change is being written (a second or less), so no other leave is ever held up. (A phone may
 * still discard a hidden tab without asking: the list read on the next visit shows what was stored.)
 */
import type { SavedClassesStore } from './saved-classes-store';

/** One name for every tab of the site on this origin; a message names the member it is about. */
export const SAVED_CLASSES_CHANNEL = 'rivage-gym:saved-classes';

interface ChangedMessage {
  uid: string;
}

function isChangedMessage(data: unknown): data is ChangedMessage {
  return typeof data === 'object' && data !== null && 'uid' in data && typeof data.uid === 'string';
}

/**
 * Links a store to a tab (`win`). Nothing is opened or listened to until `connect`, which the
 * first page that follows a member calls; `announce` before that tells nobody.
 */
export function createSavedClassesTab(win: Window) {
  let channel: BroadcastChannel | null = null;
  let disconnect: (() => void) | null = null;

  function connect(store: SavedClassesStore) {
    if (disconnect) return;
    // Without BroadcastChannel (browsers before 2022) another tab's change shows when this one is shown again.
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SAVED_CLASSES_CHANNEL) : null;
    const handleMessage = (event: MessageEvent) => {
      if (isChangedMessage(event.data)) store.refresh(event.data.uid);
    };
    const handleVisibility = () => {
      if (win.document.visibilityState === 'visible') store.refresh();
    };
    // A page restored from the back/forward cache was frozen, not hidden: read it again too.
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) store.refresh();
    };
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers from before `preventDefault` was enough ask only when this is set.
      event.returnValue = true;
    };
    let isGuarding = false;
    const guardWhileWriting = () => {
      const { isWriting } = store.getState();
      if (isWriting === isGuarding) return;
      isGuarding = isWriting;
      // Listened to only while it matters: the rest of the time leaving is never held up.
      if (isWriting) win.addEventListener('beforeunload', handleBeforeUnload);
      else win.removeEventListener('beforeunload', handleBeforeUnload);
    };

    channel?.addEventListener('message', handleMessage);
    win.document.addEventListener('visibilitychange', handleVisibility);
    win.addEventListener('pageshow', handlePageShow);
    const unsubscribe = store.subscribe(guardWhileWriting);
    guardWhileWriting();
    disconnect = () => {
      channel?.close();
      channel = null;
      win.document.removeEventListener('visibilitychange', handleVisibility);
      win.removeEventListener('pageshow', handlePageShow);
      win.removeEventListener('beforeunload', handleBeforeUnload);
      unsubscribe();
      disconnect = null;
    };
  }

  return {
    connect,
    /** Tells the member's other tabs that their list has changed. */
    announce(uid: string) {
      channel?.postMessage({ uid } satisfies ChangedMessage);
    },
    /** Undoes `connect` (tests). */
    disconnect() {
      disconnect?.();
    },
  };
}
