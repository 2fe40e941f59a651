import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import {
  DEMO_STAFF_ACCOUNT,
  ensureDemoStaff,
  grantStaff,
  listStaff,
  revokeStaff,
  type StaffAuth,
  StaffRoleError,
} from './staff-roles';

interface FakeUser {
  uid: string;
  email: string;
  password?: string;
  customClaims?: object;
}

/** Accounts in memory, answering as the Admin SDK does (its error code for an unknown e-mail, pages of a given size). */
function fakeAuth(users: FakeUser[]) {
  const record = (user: FakeUser) => ({ ...user }) as unknown as UserRecord;
  const pageSizes: number[] = [];
  const notFound = () => Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const auth: StaffAuth = {
    getUserByEmail: async (email) => {
      const user = users.find((candidate) => candidate.email === email);
      if (!user) throw notFound();
      return record(user);
    },
    setCustomUserClaims: async (uid, claims) => {
      const user = users.find((candidate) => candidate.uid === uid);
      if (!user) throw notFound();
      user.customClaims = claims ?? undefined;
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
      const user = { uid: `uid-${users.length}`, email: properties.email ?? '', password: properties.password };
      users.push(user);
      return record(user);
    },
    updateUser: async (uid, properties) => {
      const user = users.find((candidate) => candidate.uid === uid);
      if (!user) throw notFound();
      user.password = properties.password ?? user.password;
      return record(user);
    },
  };
  return { auth, users, pageSizes };
}

describe('the staff role', () => {
  it('is granted as a staff claim, keeping the account’s other claims, and only once', async () => {
    const { auth, users } = fakeAuth([{ uid: 'u1', email: 'sami@example.tn', customClaims: { plan: 'gold' } }]);
    expect(await grantStaff(auth, 'sami@example.tn')).toEqual({ uid: 'u1', email: 'sami@example.tn', changed: true });
    expect(users[0]?.customClaims).toEqual({ plan: 'gold', staff: true });
    expect(await grantStaff(auth, 'sami@example.tn')).toMatchObject({ changed: false });
  });

  it('is taken away without touching other claims, and clears the claims when none is left', async () => {
    const { auth, users } = fakeAuth([
      { uid: 'u1', email: 'sami@example.tn', customClaims: { plan: 'gold', staff: true } },
      { uid: 'u2', email: 'lina@example.tn', customClaims: { staff: true } },
    ]);
    expect(await revokeStaff(auth, 'sami@example.tn')).toMatchObject({ changed: true });
    expect(users[0]?.customClaims).toEqual({ plan: 'gold' });
    await revokeStaff(auth, 'lina@example.tn');
    expect(users[1]?.customClaims).toBeUndefined();
    expect(await revokeStaff(auth, 'lina@example.tn')).toMatchObject({ changed: false });
  });

  it('says which e-mail has no account', async () => {
    const { auth } = fakeAuth([]);
    const failure = grantStaff(auth, 'nobody@example.tn');
    await expect(failure).rejects.toBeInstanceOf(StaffRoleError);
    await expect(failure).rejects.toThrow(
      'No account has the e-mail nobody@example.tn. They sign up on the site first.',
    );
    await expect(revokeStaff(auth, 'nobody@example.tn')).rejects.toMatchObject({ kind: 'unknown-email' });
  });

  it('passes on any other failure as it came', async () => {
    const { auth } = fakeAuth([]);
    auth.getUserByEmail = async () => {
      throw Object.assign(new Error('quota'), { code: 'auth/quota-exceeded' });
    };
    await expect(grantStaff(auth, 'sami@example.tn')).rejects.toMatchObject({ code: 'auth/quota-exceeded' });
  });

  it('lists only staff (a claim of exactly true), from every page of accounts, by e-mail', async () => {
    const { auth, pageSizes } = fakeAuth([
      { uid: 'u1', email: 'zied@example.tn', customClaims: { staff: true } },
      { uid: 'u2', email: 'member@example.tn' },
      { uid: 'u3', email: 'fake@example.tn', customClaims: { staff: 'yes' } },
      { uid: 'u4', email: 'amel@example.tn', customClaims: { staff: true } },
      { uid: 'u5', email: 'other@example.tn', customClaims: { plan: 'gold' } },
    ]);
    expect(await listStaff(auth)).toEqual([
      { uid: 'u4', email: 'amel@example.tn' },
      { uid: 'u1', email: 'zied@example.tn' },
    ]);
    expect(pageSizes).toEqual([1000, 1000, 1000]);
  });

  it('makes the demo staff account with its printed password, and again gives the same result', async () => {
    const { auth, users } = fakeAuth([]);
    await ensureDemoStaff(auth);
    expect(users).toEqual([
      {
        uid: 'uid-0',
        email: DEMO_STAFF_ACCOUNT.email,
        password: DEMO_STAFF_ACCOUNT.password,
        customClaims: { staff: true },
      },
    ]);
    Object.assign(users[0] ?? {}, { password: 'changed-by-hand' });
    await ensureDemoStaff(auth);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ password: DEMO_STAFF_ACCOUNT.password, customClaims: { staff: true } });
    expect(DEMO_STAFF_ACCOUNT.password.length).toBeGreaterThanOrEqual(8);
  });
});
