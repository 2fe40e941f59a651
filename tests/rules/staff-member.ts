/**
 * A staff member as firestore.rules knows one, and as `npm run staff -- add` leaves one: an ID
 * token with the `staff` claim on a verified e-mail address, and the account's record in
 * STAFF_COLLECTION, which only the Admin SDK writes (here: past the rules).
 */
import type { RulesTestEnvironment, TokenOptions } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type Firestore, setDoc, Timestamp } from 'firebase/firestore';
import { STAFF_CLAIM, STAFF_COLLECTION } from '@/firebase/staff-role';

/** The uid the rules tests give staff unless a test names another. */
export const STAFF_UID = 'desk';

/** The claims of a staff member's ID token. */
export const STAFF_TOKEN = { [STAFF_CLAIM]: true, email_verified: true } as const;

/** Firestore as a staff member's browser reaches it (the record is seeded apart: seedStaffRecord). */
export function asStaffMember(
  env: RulesTestEnvironment,
  uid = STAFF_UID,
  token: TokenOptions = STAFF_TOKEN,
): Firestore {
  return env.authenticatedContext(uid, token).firestore() as unknown as Firestore;
}

async function asAdmin(env: RulesTestEnvironment, work: (db: Firestore) => Promise<void>) {
  await env.withSecurityRulesDisabled((context) => work(context.firestore() as unknown as Firestore));
}

/** The record `npm run staff -- add` writes. */
export function seedStaffRecord(env: RulesTestEnvironment, uid = STAFF_UID): Promise<void> {
  return asAdmin(env, (db) =>
    setDoc(doc(db, STAFF_COLLECTION, uid), { email: `${uid}@rivage.test`, addedAt: Timestamp.now() }),
  );
}

/** What `npm run staff -- remove` deletes. */
export function deleteStaffRecord(env: RulesTestEnvironment, uid = STAFF_UID): Promise<void> {
  return asAdmin(env, (db) => deleteDoc(doc(db, STAFF_COLLECTION, uid)));
}
