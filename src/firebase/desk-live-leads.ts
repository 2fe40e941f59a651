/**
 * The desk's one listener on `leads`: the newest few, newest first, so a new enquiry or trial
 * request reaches the open desk within seconds without a reload. A listener pays one read per
 * document it delivers: the first answer (LIVE_LEADS_LIMIT documents), then one per lead that
 * arrives or changes among the newest; polling the same query every few seconds would pay the
 * whole limit at every poll, arrivals or not. Staff only (firestore.rules); loaded only by the desk.
 */
import type { Firestore } from 'firebase/firestore';
import { getFirebaseApp } from './client';
import { firebaseTarget } from './config';
import { LEAD_ORDER, LIVE_LEADS_LIMIT } from './desk-lead-queries';
import { type DeskLead, deskLeadOf } from './desk-leads';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { LEADS_COLLECTION } from './leads-collection';

type LiveSdk = typeof import('./sdk-firestore-live');

let livePromise: Promise<{ db: Firestore; sdk: LiveSdk }> | undefined;

function getLiveDb() {
  livePromise ??= (async () => {
    const [app, sdk] = await Promise.all([getFirebaseApp(), import('./sdk-firestore-live')]);
    // Memory only: nothing of a visitor's lead stays on the staff member's device after the tab closes.
    const db = sdk.initializeFirestore(app, { localCache: sdk.memoryLocalCache() });
    if (firebaseTarget.kind === 'emulators') {
      const { host, port } = firebaseTarget.firestoreEmulator;
      sdk.connectFirestoreEmulator(db, host, port);
    }
    return { db, sdk };
  })().catch((error: unknown) => {
    livePromise = undefined;
    throw error;
  });
  return livePromise;
}

export interface NewestLeadsWatch {
  /**
   * The newest leads, newest first, at each change (the first is the leads already there);
   * `fromCache`: not yet confirmed by the server (an answer offline may be empty).
   */
  onLeads: (leads: DeskLead[], fromCache: boolean) => void;
  /** The listener stopped (the SDK could not load, or the rules refused): nothing more will come. */
  onStopped: (reason: FirestoreFailure) => void;
}

/** Starts the listener; the function it returns stops it, even before it has started. */
export function watchNewestLeads({ onLeads, onStopped }: NewestLeadsWatch): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  getLiveDb().then(
    ({ db, sdk }) => {
      if (stopped) return;
      const newest = sdk.query(
        sdk.collection(db, LEADS_COLLECTION),
        sdk.orderBy(LEAD_ORDER.field, LEAD_ORDER.direction),
        sdk.limit(LIVE_LEADS_LIMIT),
      );
      unsubscribe = sdk.onSnapshot(
        newest,
        (snapshot) => {
          if (stopped) return;
          onLeads(
            snapshot.docs.map((document) => deskLeadOf(document.id, document.data())),
            snapshot.metadata.fromCache,
          );
        },
        (error) => {
          if (!stopped) onStopped(firestoreFailure(error));
        },
      );
    },
    (error: unknown) => {
      if (!stopped) onStopped(firestoreFailure(error));
    },
  );
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}
