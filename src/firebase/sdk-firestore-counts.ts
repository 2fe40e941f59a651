/**
 * The parts of Firestore Lite that read the counts of many sessions at once (a query by document
 * id), apart from ./sdk-firestore so the contact form's and saved classes' chunk does not carry
 * them. Only ever imported dynamically, by ./session-counts.
 */
export { documentId, getDocs, limit, query, where } from 'firebase/firestore/lite';
