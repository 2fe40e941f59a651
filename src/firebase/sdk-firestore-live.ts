/**
 * The parts of the full Firestore SDK the desk's live inbox listens with. Firestore Lite has no
 * listeners; this SDK is several times its size, so only the desk's inbox imports it, dynamically,
 * once the account is known to be staff (./desk-live-leads): no public page loads it.
 */
export {
  collection,
  connectFirestoreEmulator,
  initializeFirestore,
  limit,
  memoryLocalCache,
  onSnapshot,
  orderBy,
  query,
} from 'firebase/firestore';
