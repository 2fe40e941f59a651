/**
 * The staff role as Firebase Auth stores it: a `staff: true` custom claim on an ordinary
 * account, which firestore.rules reads as `request.auth.token.staff == true`. Used by
 * `npm run staff` and by `npm start` for its demo staff account, so both grant it one way.
 * The Auth is injected (the Admin SDK's, against the emulator or a real project).
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { STAFF_CLAIM } from '../../src/firebase/staff-role';

/** The account `npm start` makes in local mode, so a newcomer can open the desk at once. */
export const DEMO_STAFF_ACCOUNT = { email: 'staff@rivage.test', password: 'rivage-desk-demo' } as const;

export type StaffAuth = Pick<
  Auth,
  'getUserByEmail' | 'setCustomUserClaims' | 'listUsers' | 'createUser' | 'updateUser'
>;

interface StaffAccount {
  uid: string;
  email: string;
}

interface StaffChange extends StaffAccount {
  /** False when the account already was (add) or already was not (remove) staff. */
  changed: boolean;
}

/** The failures the script explains in its own words; anything else is printed as it came. */
export class StaffRoleError extends Error {
  constructor(
    readonly kind: 'unknown-email',
    message: string,
  ) {
    super(message);
  }
}

const isStaff = (user: UserRecord) => user.customClaims?.[STAFF_CLAIM] === true;

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

async function accountByEmail(auth: StaffAuth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') {
      throw new StaffRoleError('unknown-email', `No account has the e-mail ${email}. They sign up on the site first.`);
    }
    throw error;
  }
}

/** Sets or clears the claim, keeping any other claim the account has. */
async function setStaff(auth: StaffAuth, user: UserRecord, staff: boolean): Promise<void> {
  const { [STAFF_CLAIM]: _previous, ...others } = user.customClaims ?? {};
  const claims = staff ? { ...others, [STAFF_CLAIM]: true } : others;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
}

export async function grantStaff(auth: StaffAuth, email: string): Promise<StaffChange> {
  const user = await accountByEmail(auth, email);
  if (isStaff(user)) return { uid: user.uid, email: user.email ?? email, changed: false };
  await setStaff(auth, user, true);
  return { uid: user.uid, email: user.email ?? email, changed: true };
}

export async function revokeStaff(auth: StaffAuth, email: string): Promise<StaffChange> {
  const user = await accountByEmail(auth, email);
  if (!isStaff(user)) return { uid: user.uid, email: user.email ?? email, changed: false };
  await setStaff(auth, user, false);
  return { uid: user.uid, email: user.email ?? email, changed: true };
}

/** Every staff account, reading all accounts a page (1,000, the service's maximum) at a time. */
export async function listStaff(auth: StaffAuth): Promise<StaffAccount[]> {
  const staff: StaffAccount[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (isStaff(user)) staff.push({ uid: user.uid, email: user.email ?? '(no e-mail)' });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return staff.sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * The demo staff account with its printed password, made or reset, then granted the role:
 * idempotent, so a restart (or an emulator that kept its accounts) ends in the same state.
 */
export async function ensureDemoStaff(auth: StaffAuth): Promise<StaffChange> {
  const { email, password } = DEMO_STAFF_ACCOUNT;
  try {
    const user = await auth.getUserByEmail(email);
    await auth.updateUser(user.uid, { password });
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
    await auth.createUser({ email, password, emailVerified: true });
  }
  return grantStaff(auth, email);
}
