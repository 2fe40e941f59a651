/**
 * The parts of the Firebase SDK the auth layer uses, in one module that is only ever
 * imported dynamically: its chunk (firebase/app + firebase/auth) loads when auth is needed,
 * and naming exactly these functions keeps the rest of the SDK out of it.
 */
export { initializeApp } from 'firebase/app';
export {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
} from 'firebase/auth';
