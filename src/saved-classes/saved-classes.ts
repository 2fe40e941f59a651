/**
 * The tab's one store of saved classes, wired to Firestore (loaded only once a member is signed
 * in: a signed-out visitor's Save never downloads it) and to the member's other tabs, and the
 * hooks pages use it with.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth, useIsSessionKnown } from '@/auth/auth-context';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import { createSavedClassesStore, initialSavedClassesState, type SavedClassesState } from './saved-classes-store';
import { createSavedClassesTab } from './saved-classes-tab';

const loadUsers = () => import('@/firebase/users');

/** The Firestore code itself failed to download: the visitor is offline. */
const notDownloaded = { ok: false, reason: 'network' as FirestoreFailure } as const;

/** Made on first use in the browser (the prerender has no window and follows nobody). */
let tab: ReturnType<typeof createSavedClassesTab> | undefined;

export const savedClasses = createSavedClassesStore({
  read: (uid) =>
    loadUsers().then(
      (users) => users.readSavedClasses(uid),
      () => notDownloaded,
    ),
  change: (uid, change, options) =>
    loadUsers().then(
      (users) => users.changeSavedClass(uid, change, options),
      () => notDownloaded,
    ),
  announce: (uid) => tab?.announce(uid),
});

/** The saved classes as this render sees them (the prerender: nothing known, nothing saved). */
export function useSavedClassesState(): SavedClassesState {
  return useSyncExternalStore(savedClasses.subscribe, savedClasses.getState, () => initialSavedClassesState);
}

/** Keeps the store on the signed-in member, and in step with the tab; one component per page calls it. */
export function useFollowMember() {
  const { user } = useAuth();
  const isKnown = useIsSessionKnown();
  useEffect(() => {
    // Once for the tab's life: the store outlives the page that connected it.
    tab ??= createSavedClassesTab(window);
    tab.connect(savedClasses);
    savedClasses.follow(isKnown ? user : undefined);
  }, [user, isKnown]);
}
