import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import {
  DEMO_STAFF_ACCOUNT,
  describeAccount,
  ensureDemoStaff,
  grantStaff,
  listStaff,
  revokeStaff,
  type StaffAuth,
  type StaffRecord,
  type StaffRecords,
  StaffRoleError,
  staffMismatch,
} from './staff-roles';

interface FakeUser {
  uid: string;
  email: string;
  emailVerified?: boolean;
  password?: string;
  customClaims?: object;
  creationTime?: string;
  /** Set by revokeRefreshTokens. */
  tokensRevoked?: boolean;
}

const CREATED = 'Sat, 28 Nov 2026 09:14:05 GMT';

/** Accounts in memory, answering as the Admin SDK does (its error code for an unknown e-mail, pages of a given size). */
function fakeAuth(users: FakeUser[]) {
  const record = ({ creationTime = CREATED, emailVerified = false, ...user }: FakeUser) =>
    ({ ...user, emailVerified, metadata: { creationTime } }) as unknown as UserRecord;
  const pageSizes: number[] = [];
  const notFound = () => Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const byUid = (uid: string) => {
    const user = users.find((candidate) => candidate.uid === uid);
    if (!user) throw notFound();
    return user;
  };
  const auth: StaffAuth = {
    getUserByEmail: async (email) => {
      const user = users.find((candidate) => candidate.email === email);
      if (!user) throw notFound();
      return record(user);
    },
    setCustomUserClaims: async (uid, claims) => {
      byUid(uid).customClaims = claims ?? undefined;
    },
    listUsers: async (maxResults = 1000, pageToken) => {
      pageSizes.push(maxResults);
      // Two accounts a page, whatever is asked, so paging is exercised with a handful.
      const start = Number(pageToken ?? 0);
      const end = start + 2;
      return {
        users: users.slice(start, end).map(record),
        pageToken: end < users.length ? String(end) : undefined,
      };
    },
    createUser: async (properties) => {
      const user: FakeUser = {
        uid: `uid-${users.length}`,
        email: properties.email ?? '',
        password: properties.password,
        emailVerified: properties.emailVerified,
      };
      users.push(user);
      return record(user);
    },
    updateUser: async (uid, properties) => {
      const user = byUid(uid);
      user.password = properties.password ?? user.password;
      user.emailVerified = properties.emailVerified ?? user.emailVerified;
      return record(user);
    },
    revokeRefreshTokens: async (uid) => {
      byUid(uid).tokensRevoked = true;
    },
  };
  return { auth, users, pageSizes };
}

/** The staff collection in memory, with every write in order. */
function fakeRecords(initial: Record<string, StaffRecord> = {}) {
  const stored = new Map(Object.entries(initial));
  const writes: string[] = [];
  const records: StaffRecords = {
    get: async (uid) => stored.get(uid),
    set: async (uid, record) => {
      writes.push(`set ${uid}`);
      stored.set(uid, record);
    },
    delete: async (uid) => {
      writes.push(`delete ${uid}`);
      stored.delete(uid);
    },
    list: async () => [...stored].map(([uid, record]) => ({ uid, ...record })),
  };
  return { records, stored, writes };
}

const granted = (email: string): StaffRecord => ({ email, addedAt: new Date('2026-11-01T00:00:00Z') });

describe('granting the role', () => {
  it('writes the record, then the claim (keeping the account’s other claims), once; and says whose account it is', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'sami@example.tn', emailVerified: true, customClaims: { plan: 'gold' } },
    ]);
    const { records, stored } = fakeRecords();
    expect(await grantStaff({ auth, records }, 'sami@example.tn')).toEqual({
      uid: 'u1',
      email: 'sami@example.tn',
      createdAt: new Date('2026-11-28T09:14:05Z'),
      changed: true,
    });
    expect(users[0]?.customClaims).toEqual({ plan: 'gold', staff: true });
    expect(stored.get('u1')).toEqual({ email: 'sami@example.tn', addedAt: expect.any(Date) });
    expect(await grantStaff({ auth, records }, 'sami@example.tn')).toMatchObject({ changed: false });
  });

  it('refuses an account whose e-mail is not verified, says how to fix it and whose account it is, and changes nothing', async () => {
    const { auth, users } = fakeAuth([{ uid: 'squatter', email: 'manager@rivage.tn', emailVerified: false }]);
    const { records, writes } = fakeRecords();
    const failure = grantStaff({ auth, records }, 'manager@rivage.tn');
    await expect(failure).rejects.toBeInstanceOf(StaffRoleError);
    await expect(failure).rejects.toMatchObject({ kind: 'unverified' });
    await expect(failure).rejects.toThrow(
      'manager@rivage.tn has not verified its e-mail address, so it cannot be staff: anyone can sign up with an ' +
        'address that is not theirs, and the role would go to whoever did so first. Ask the person to sign in on ' +
        'the site, open their account page (/account), press "Send verification e-mail" and open the link it ' +
        'sends them; then run this again.\n  Account: uid squatter, created 2026-11-28 09:14 UTC.',
    );
    expect(users[0]?.customClaims).toBeUndefined();
    expect(writes).toEqual([]);
  });

  it('completes a half-granted role: the missing record, or the missing claim', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'claim@example.tn', emailVerified: true, customClaims: { staff: true } },
      { uid: 'u2', email: 'record@example.tn', emailVerified: true },
    ]);
    const { records, stored } = fakeRecords({ u2: granted('record@example.tn') });
    expect(await grantStaff({ auth, records }, 'claim@example.tn')).toMatchObject({ changed: true });
    expect(stored.has('u1')).toBe(true);
    expect(await grantStaff({ auth, records }, 'record@example.tn')).toMatchObject({ changed: true });
    expect(users[1]?.customClaims).toEqual({ staff: true });
    expect(stored.get('u2')).toEqual(granted('record@example.tn'));
  });
});

describe('removing the role', () => {
  it('deletes the record first, clears the claim (keeping others) and revokes the refresh tokens', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'sami@example.tn', emailVerified: true, customClaims: { plan: 'gold', staff: true } },
      { uid: 'u2', email: 'lina@example.tn', emailVerified: true, customClaims: { staff: true } },
    ]);
    const { records, stored, writes } = fakeRecords({
      u1: granted('sami@example.tn'),
      u2: granted('lina@example.tn'),
    });
    expect(await revokeStaff({ auth, records }, 'sami@example.tn')).toMatchObject({ uid: 'u1', changed: true });
    expect(users[0]).toMatchObject({ customClaims: { plan: 'gold' }, tokensRevoked: true });
    expect(stored.has('u1')).toBe(false);
    await revokeStaff({ auth, records }, 'lina@example.tn');
    expect(users[1]?.customClaims).toBeUndefined();
    expect(writes).toEqual(['delete u1', 'delete u2']);
  });

  it('clears a half-granted role too, and leaves an account that was never staff alone (not signed out)', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'record@example.tn', emailVerified: true },
      { uid: 'u2', email: 'member@example.tn' },
    ]);
    const { records, stored } = fakeRecords({ u1: granted('record@example.tn') });
    expect(await revokeStaff({ auth, records }, 'record@example.tn')).toMatchObject({ changed: true });
    expect(stored.size).toBe(0);
    expect(users[0]?.tokensRevoked).toBe(true);
    expect(await revokeStaff({ auth, records }, 'member@example.tn')).toMatchObject({ changed: false });
    expect(users[1]?.tokensRevoked).toBeUndefined();
  });

  it('deletes the record of an account that no longer exists, by its e-mail', async () => {
    const { auth } = fakeAuth([]);
    const { records, stored } = fakeRecords({ gone: granted('gone@example.tn'), kept: granted('kept@example.tn') });
    expect(await revokeStaff({ auth, records }, 'gone@example.tn')).toMatchObject({ uid: 'gone', changed: true });
    expect([...stored.keys()]).toEqual(['kept']);
  });
});

describe('unknown accounts and other failures', () => {
  it('says which e-mail has no account', async () => {
    const { auth } = fakeAuth([]);
    const { records } = fakeRecords();
    const failure = grantStaff({ auth, records }, 'nobody@example.tn');
    await expect(failure).rejects.toBeInstanceOf(StaffRoleError);
    await expect(failure).rejects.toThrow(
      'No account has the e-mail nobody@example.tn. They sign up on the site first.',
    );
    await expect(revokeStaff({ auth, records }, 'nobody@example.tn')).rejects.toMatchObject({ kind: 'unknown-email' });
  });

  it('passes on any other failure as it came', async () => {
    const { auth } = fakeAuth([]);
    const { records } = fakeRecords();
    auth.getUserByEmail = async () => {
      throw Object.assign(new Error('quota'), { code: 'auth/quota-exceeded' });
    };
    await expect(grantStaff({ auth, records }, 'sami@example.tn')).rejects.toMatchObject({
      code: 'auth/quota-exceeded',
    });
  });
});

describe('listing staff', () => {
  it('lists every account with the claim or a record, from every page of accounts, by e-mail, and flags each mismatch', async () => {
    const { auth, pageSizes } = fakeAuth([
      { uid: 'u1', email: 'zied@example.tn', emailVerified: true, customClaims: { staff: true } },
      { uid: 'u2', email: 'member@example.tn' },
      { uid: 'u3', email: 'claim-only@example.tn', emailVerified: true, customClaims: { staff: true } },
      { uid: 'u4', email: 'amel@example.tn', emailVerified: true, customClaims: { staff: true } },
      { uid: 'u5', email: 'record-only@example.tn', emailVerified: true, customClaims: { plan: 'gold' } },
      { uid: 'u6', email: 'unverified@example.tn', customClaims: { staff: true } },
      { uid: 'u7', email: 'fake@example.tn', emailVerified: true, customClaims: { staff: 'yes' } },
    ]);
    const { records } = fakeRecords({
      u1: granted('zied@example.tn'),
      u4: granted('amel@example.tn'),
      u5: granted('record-only@example.tn'),
      u6: granted('unverified@example.tn'),
      gone: granted('gone@example.tn'),
    });
    const entries = await listStaff({ auth, records });
    expect(entries.map((entry) => [entry.email, staffMismatch(entry) ?? 'staff'])).toEqual([
      ['amel@example.tn', 'staff'],
      [
        'claim-only@example.tn',
        'the claim without a staff record: `npm run staff -- add claim-only@example.tn` completes the role, `npm run staff -- remove claim-only@example.tn` clears the claim',
      ],
      [
        'gone@example.tn',
        'a staff record whose account no longer exists (nobody can sign in as it): `npm run staff -- remove gone@example.tn` deletes it',
      ],
      [
        'record-only@example.tn',
        'a staff record without the claim: `npm run staff -- add record-only@example.tn` completes the role, `npm run staff -- remove record-only@example.tn` deletes the record',
      ],
      [
        'unverified@example.tn',
        'e-mail address not verified: they verify it from their account page (/account), or `npm run staff -- remove unverified@example.tn`',
      ],
      ['zied@example.tn', 'staff'],
    ]);
    expect(entries.find((entry) => entry.email === 'amel@example.tn')).toEqual({
      uid: 'u4',
      email: 'amel@example.tn',
      hasAccount: true,
      hasClaim: true,
      hasRecord: true,
      isVerified: true,
    });
    expect(pageSizes).toEqual([1000, 1000, 1000, 1000]);
  });
});

describe('the demo staff account of npm start', () => {
  it('is made verified with its printed password and granted the role, and again gives the same result', async () => {
    const { auth, users } = fakeAuth([]);
    const { records, stored } = fakeRecords();
    await ensureDemoStaff(auth, records);
    expect(users).toEqual([
      {
        uid: 'uid-0',
        email: DEMO_STAFF_ACCOUNT.email,
        password: DEMO_STAFF_ACCOUNT.password,
        emailVerified: true,
        customClaims: { staff: true },
      },
    ]);
    expect(stored.get('uid-0')).toMatchObject({ email: DEMO_STAFF_ACCOUNT.email });
    Object.assign(users[0] ?? {}, { password: 'changed-by-hand', emailVerified: false });
    stored.clear();
    await ensureDemoStaff(auth, records);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ password: DEMO_STAFF_ACCOUNT.password, emailVerified: true });
    expect(stored.has('uid-0')).toBe(true);
    expect(DEMO_STAFF_ACCOUNT.password.length).toBeGreaterThanOrEqual(8);
  });

  it('is made without the role where no Firestore emulator runs to hold its record', async () => {
    const { auth, users } = fakeAuth([]);
    await ensureDemoStaff(auth, undefined);
    expect(users[0]).toMatchObject({ email: DEMO_STAFF_ACCOUNT.email, emailVerified: true });
    expect(users[0]?.customClaims).toBeUndefined();
  });
});

describe('describeAccount', () => {
  it('gives the uid and the creation time in UTC, to the minute', () => {
    expect(describeAccount({ uid: 'u1', createdAt: new Date('2026-11-28T09:14:59Z') })).toBe(
      'uid u1, created 2026-11-28 09:14 UTC',
    );
    expect(describeAccount({ uid: 'u1', createdAt: undefined })).toBe('uid u1, created at an unknown time');
  });
});
