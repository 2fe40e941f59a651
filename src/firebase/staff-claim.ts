/**
 * Whether the signed-in account may use the desk, asked as firestore.rules asks it: the `staff`
 * custom claim, a verified e-mail address, and the account's staff record (`staff/{uid}`, which
 * only the owner's script writes). An account short of any of them would get a desk whose every
 * read is refused, so it is told it is not staff instead. The ID token is refreshed first, so a
 * role granted or taken away since the last sign-in counts as soon as a staff page opens. Bounded
 * like every Firebase request; loads the SDK only when called, and reads the record only for an
 * account whose token already qualifies.
 */
import { getFirebase } from './client';
import { getDb } from './firestore';
import { STAFF_CLAIM, STAFF_COLLECTION } from './staff-role';
import { withTimeout } from './with-timeout';

/** 'signed-out': no account in this tab; 'failed': no answer (offline, slow, refused). */
export type StaffAccess = 'staff' | 'not-staff' | 'signed-out' | 'failed';

async function hasStaffRecord(uid: string): Promise<boolean> {
  const { db, sdk } = await getDb();
  return (await sdk.getDoc(sdk.doc(db, STAFF_COLLECTION, uid))).exists();
}

export async function readStaffAccess(): Promise<StaffAccess> {
  try {
    return await withTimeout(
      getFirebase().then(async ({ auth }) => {
        const user = auth.currentUser;
        if (!user) return 'signed-out';
        const { claims } = await user.getIdTokenResult(true);
        if (claims[STAFF_CLAIM] !== true || claims.email_verified !== true) return 'not-staff';
        return (await hasStaffRecord(user.uid)) ? 'staff' : 'not-staff';
      }),
    );
  } catch {
    return 'failed';
  }
}
