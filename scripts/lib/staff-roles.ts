/**
 * The staff role as firestore.rules checks it: a `staff: true` custom claim on an account whose
 * e-mail address is verified, and the account's record in `staff/{uid}`, which only the Admin
 * SDK writes. Granting writes the record, then the claim; removing deletes the record (the rules
 * refuse the very next request, whatever token the browser holds), clears the claim and revokes
 * the account's refresh tokens. Used by `npm run staff` and by `npm start` for its demo staff
 * account, so both grant it one way. Auth and the records are injected (the Admin SDK's, against
 * the emulators or a real project; fakes in the tests).
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { accountSettings } from '../../src/content/account-settings';
import { paths } from '../../src/content/paths';
import { STAFF_CLAIM } from '../../src/firebase/staff-role';

/** The account `npm start` makes in local mode, so a newcomer can open the desk at once. */
export const DEMO_STAFF_ACCOUNT = { email: 'staff@rivage.test', password: 'rivage-desk-demo' } as const;

export type StaffAuth = Pick<
  Auth,
  'getUserByEmail' | 'setCustomUserClaims' | 'listUsers' | 'createUser' | 'updateUser' | 'revokeRefreshTokens'
>;

/** What `staff/{uid}` holds: whose it was when granted (for `list`, should the account go), and when. */
export interface StaffRecord {
  email: string;
  addedAt: Date;
}

/** The `staff` collection, as the Admin SDK reads and writes it. */
export interface StaffRecords {
  get: (uid: string) => Promise<StaffRecord | undefined>;
  set: (uid: string, record: StaffRecord) => Promise<void>;
  delete: (uid: string) => Promise<void>;
  list: () => Promise<(StaffRecord & { uid: string })[]>;
}

export interface StaffAdmin {
  auth: StaffAuth;
  records: StaffRecords;
}

/** An account as the owner checks it before trusting it: who, and since when. */
interface StaffAccount {
  uid: string;
  email: string;
  /** When the account was made (the Auth service's own record), or undefined if unknown. */
  createdAt: Date | undefined;
}

interface StaffChange extends StaffAccount {
  /** False when the account already was (add) or already was not (remove) staff, claim and record. */
  changed: boolean;
}

/** One line of `list`: an account with the claim or a record (or both), and what the rules make of it. */
export interface StaffEntry {
  uid: string;
  email: string;
  hasAccount: boolean;
  hasClaim: boolean;
  hasRecord: boolean;
  isVerified: boolean;
}

/** The failures the script explains in its own words; anything else is printed as it came. */
export class StaffRoleError extends Error {
  constructor(
    readonly kind: 'unknown-email' | 'unverified',
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

function accountOf(user: UserRecord, email: string): StaffAccount {
  const created = user.metadata?.creationTime ? new Date(user.metadata.creationTime) : undefined;
  return {
    uid: user.uid,
    email: user.email ?? email,
    createdAt: created && !Number.isNaN(created.getTime()) ? created : undefined,
  };
}

/** "uid …, created 2026-11-28 09:14 UTC": what the owner compares with what they know of the person. */
export function describeAccount(account: Pick<StaffAccount, 'uid' | 'createdAt'>): string {
  const created = account.createdAt
    ? `${account.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : 'at an unknown time';
  return `uid ${account.uid}, created ${created}`;
}

async function findAccount(auth: StaffAuth, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return undefined;
    throw error;
  }
}

const noAccount = (email: string) =>
  new StaffRoleError('unknown-email', `No account has the e-mail ${email}. They sign up on the site first.`);

/** Sets or clears the claim, keeping any other claim the account has. */
async function setStaff(auth: StaffAuth, user: UserRecord, staff: boolean): Promise<void> {
  const { [STAFF_CLAIM]: _previous, ...others } = user.customClaims ?? {};
  const claims = staff ? { ...others, [STAFF_CLAIM]: true } : others;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
}

/**
 * Grants the role to a verified account. An unverified one is refused: sign-up proves nothing,
 * so the account of an address that will be staff may belong to whoever registered it first.
 * Completes a half-granted role (a claim or a record alone) as well.
 */
export async function grantStaff({ auth, records }: StaffAdmin, email: string): Promise<StaffChange> {
  const user = await findAccount(auth, email);
  if (!user) throw noAccount(email);
  const account = accountOf(user, email);
  if (!user.emailVerified) {
    throw new StaffRoleError(
      'unverified',
      `${account.email} has not verified its e-mail address, so it cannot be staff: anyone can sign up with an ` +
        'address that is not theirs, and the role would go to whoever did so first. Ask the person to sign in on ' +
        `the site, open their account page (${paths.account}), press "${accountSettings.verification.send}" and ` +
        `open the link it sends them; then run this again.\n  Account: ${describeAccount(account)}.`,
    );
  }
  const hasRecord = (await records.get(user.uid)) !== undefined;
  const hasClaim = isStaff(user);
  if (!hasRecord) await records.set(user.uid, { email: account.email, addedAt: new Date() });
  if (!hasClaim) await setStaff(auth, user, true);
  return { ...account, changed: !hasRecord || !hasClaim };
}

/**
 * Takes the role away at once: the record first (the rules refuse the next request of a token
 * that still carries the claim), then the claim, then every refresh token of the account, so no
 * browser of theirs gets a new ID token (each is signed out at its next refresh, within the hour).
 * A record left by an account that no longer exists is deleted by its e-mail.
 */
export async function revokeStaff({ auth, records }: StaffAdmin, email: string): Promise<StaffChange> {
  const user = await findAccount(auth, email);
  if (!user) {
    const orphans = (await records.list()).filter((record) => record.email === email);
    if (orphans.length === 0) throw noAccount(email);
    for (const orphan of orphans) await records.delete(orphan.uid);
    return { uid: orphans.map((orphan) => orphan.uid).join(', '), email, createdAt: undefined, changed: true };
  }
  const account = accountOf(user, email);
  const hasRecord = (await records.get(user.uid)) !== undefined;
  const hasClaim = isStaff(user);
  if (!hasRecord && !hasClaim) return { ...account, changed: false };
  if (hasRecord) await records.delete(user.uid);
  if (hasClaim) await setStaff(auth, user, false);
  await auth.revokeRefreshTokens(user.uid);
  return { ...account, changed: true };
}

/**
 * Every account with the claim or a record, reading all accounts a page (1,000, the service's
 * maximum) at a time, by e-mail: `list` flags each that is not staff in the rules' eyes.
 */
export async function listStaff({ auth, records }: StaffAdmin): Promise<StaffEntry[]> {
  const stored = new Map((await records.list()).map((record) => [record.uid, record]));
  const entries: StaffEntry[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      const record = stored.get(user.uid);
      stored.delete(user.uid);
      if (!isStaff(user) && !record) continue;
      entries.push({
        uid: user.uid,
        email: user.email ?? record?.email ?? '(no e-mail)',
        hasAccount: true,
        hasClaim: isStaff(user),
        hasRecord: record !== undefined,
        isVerified: user.emailVerified,
      });
    }
    pageToken = page.pageToken;
  } while (pageToken);
  for (const record of stored.values()) {
    entries.push({
      uid: record.uid,
      email: record.email,
      hasAccount: false,
      hasClaim: false,
      hasRecord: true,
      isVerified: false,
    });
  }
  return entries.sort((a, b) => a.email.localeCompare(b.email));
}

/** Why an entry of `list` is not staff for the rules, and what to run; undefined for staff. */
export function staffMismatch(entry: StaffEntry): string | undefined {
  const add = `npm run staff -- add ${entry.email}`;
  const remove = `npm run staff -- remove ${entry.email}`;
  if (!entry.hasAccount) {
    return `a staff record whose account no longer exists (nobody can sign in as it): \`${remove}\` deletes it`;
  }
  if (entry.hasClaim && !entry.hasRecord) {
    return `the claim without a staff record: \`${add}\` completes the role, \`${remove}\` clears the claim`;
  }
  if (!entry.hasClaim) {
    return `a staff record without the claim: \`${add}\` completes the role, \`${remove}\` deletes the record`;
  }
  if (!entry.isVerified) {
    return `e-mail address not verified: they verify it from their account page (${paths.account}), or \`${remove}\``;
  }
  return undefined;
}

/**
 * The demo staff account with its printed password, made or reset, verified, then granted the
 * role where its record can be written (`records`: the Firestore emulator runs): idempotent, so a
 * restart (or an emulator that kept its accounts) ends in the same state.
 */
export async function ensureDemoStaff(auth: StaffAuth, records: StaffRecords | undefined): Promise<void> {
  const { email, password } = DEMO_STAFF_ACCOUNT;
  const user = await findAccount(auth, email);
  if (user) await auth.updateUser(user.uid, { password, emailVerified: true });
  else await auth.createUser({ email, password, emailVerified: true });
  if (records) await grantStaff({ auth, records }, email);
}
