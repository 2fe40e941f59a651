import { getDb } from './firestore';

/**
 * Sets `users/{uid}` for a just-created account to exactly `{ savedShows: [] }` (firestore.rules
 * accepts nothing else). The caller must be signed in as `uid`.
 */
export async function createUserRecord(uid: string): Promise<void> {
  const { db, sdk } = await getDb();
  await sdk.setDoc(sdk.doc(db, 'users', uid), { savedShows: [] });
}
