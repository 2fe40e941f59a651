/**
 * Whether the signed-in account has the staff role (a `staff: true` custom claim, set by the
 * owner's `npm run staff`; firestore.rules reads the same claim). The ID token is refreshed
 * first, so a role granted or taken away since the last sign-in counts as soon as a staff
 * page opens. Bounded like every Firebase request; loads the SDK only when called.
 */
import { getFirebase } from './client';
import { STAFF_CLAIM } from './staff-role';
import { withTimeout } from './with-timeout';

/** 'signed-out': no account in this tab; 'failed': no answer (offline, slow, refused). */
export type StaffAccess = 'staff' | 'not-staff' | 'signed-out' | 'failed';

export async function readStaffAccess(): Promise<StaffAccess> {
  try {
    return await withTimeout(
      getFirebase().then(async ({ auth }) => {
        const user = auth.currentUser;
        if (!user) return 'signed-out';
        const { claims } = await user.getIdTokenResult(true);
        return claims[STAFF_CLAIM] === true ? 'staff' : 'not-staff';
      }),
    );
  } catch {
    return 'failed';
  }
}
