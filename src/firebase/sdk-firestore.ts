/**
 * The parts of Firestore Lite (REST, no offline cache, no listeners) the site reads and writes
 * with, only ever imported dynamically: its chunk loads when a document is about to be used.
 */
export {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite';
