/**
 * Who a public write (an enquiry, a trial request) is counted against: the Firebase Auth user
 * of this browser. A signed-in member writes as themselves; anyone else gets an anonymous
 * account, made at their first public write and kept in localStorage like a member's session,
 * so a reload is the same client and the per-client limit in firestore.rules holds across it.
 * ./auth reports an anonymous user as signed out, so the rest of the site never sees one.
 */
import { getFirebase } from './client';

export async function publicWriterUid(): Promise<string> {
  const { auth, sdk } = await getFirebase();
  // The stored session (member or anonymous) loads asynchronously: wait for it rather than
  // making a second anonymous account for a browser that already has one.
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser.uid;
  const credential = await sdk.signInAnonymously(auth);
  return credential.user.uid;
}
