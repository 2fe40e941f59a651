/**
 * The parts of Firestore Lite that read the trial places of many sessions at once (a query by
 * document id), apart from ./sdk-firestore so the contact form's and saved classes' chunk does
 * not carry them. Only ever imported dynamically, by ./trial-places.
 */
export { documentId, getDocs, query, where } from 'firebase/firestore/lite';
