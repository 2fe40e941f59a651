import { FIREBASE_REQUEST_TIMEOUT_MS } from '../../src/firebase/with-timeout';

/**
 * How long a test waits for what a page reads from Firestore: the site's own bound on a request
 * (by then it shows the answer or says the read failed) and time to draw it. The desk's counts
 * and pages scan every stored lead on the emulator, which on a loaded 2-core machine takes
 * longer than expect's default 7 s; production answers them from indexes.
 */
export const FIRESTORE_ANSWER = { timeout: FIREBASE_REQUEST_TIMEOUT_MS + 5_000 } as const;
