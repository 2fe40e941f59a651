/**
 * Firestore Lite for the site's documents (a member's users document, contact enquiries). Lite
 * talks REST and rejects at once when the backend is unreachable, where the full SDK would
 * queue the write and never settle. Loaded only when a document is about to be read or written.
 */
import type { Firestore } from 'firebase/firestore/lite';
import { getFirebaseApp } from './client';
import { firebaseTarget } from './config';

export type FirestoreSdk = typeof import('./sdk-firestore');

let dbPromise: Promise<{ db: Firestore; sdk: FirestoreSdk }> | undefined;

export function getDb(): Promise<{ db: Firestore; sdk: FirestoreSdk }> {
  dbPromise ??= (async () => {
    const [app, sdk] = await Promise.all([getFirebaseApp(), import('./sdk-firestore')]);
    const db = sdk.getFirestore(app);
    if (firebaseTarget.kind === 'emulators') {
      const { host, port } = firebaseTarget.firestoreEmulator;
      sdk.connectFirestoreEmulator(db, host, port);
    }
    return { db, sdk };
  })().catch((error: unknown) => {
    dbPromise = undefined;
    throw error;
  });
  return dbPromise;
}
