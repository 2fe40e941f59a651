/**
 * The parts of Firestore Lite (REST, no offline cache, no listeners) the site writes with,
 * only ever imported dynamically: its chunk loads when a document is about to be written.
 */
export {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore/lite';
