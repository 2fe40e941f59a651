/**
 * The staff role end to end, on the Auth and Firestore emulators Playwright starts with the site:
 * the project's own script refuses an unverified account, grants the role once the address is
 * verified (the claim in the next ID token, the record in Firestore: what firestore.rules reads),
 * lists it, flags an account that is only half staff, and removes it at once (a token minted
 * before the removal is refused, the refresh tokens revoked); `npm start`'s demo staff account
 * signs in with its printed password. Here rather than in `npm run test:unit`: these need the
 * emulators running, which the end-to-end run starts anyway (scripts/serve-emulators.ts), so no
 * second one is started.
 */
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { firestoreEmulatorRuntime } from '../scripts/lib/firestore-emulator';
import { emulatorPorts, LOCAL_HOST } from '../scripts/lib/local-emulators';
import { DEMO_STAFF_ACCOUNT } from '../scripts/lib/staff-roles';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import { LEADS_COLLECTION } from '../src/firebase/leads-collection';
import { STAFF_COLLECTION } from '../src/firebase/staff-role';
import { createAccount, freshEmail, verifyEmail } from './support/auth-emulator';
import { claimsOf, idTokenClaims, runStaffScript, signInIdToken } from './support/staff-script';

// Each run starts tsx and the Admin SDK: a few seconds, up to ~20 s on a loaded machine, and the
// longest test runs the script five times.
test.describe.configure({ timeout: 240_000 });

const ports = emulatorPorts();
const DOCUMENTS = `http://${LOCAL_HOST}:${ports.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const IDENTITY_TOOLKIT = `http://${LOCAL_HOST}:${ports.auth}/identitytoolkit.googleapis.com/v1`;
// The emulators' owner token passes every rule: what the Admin SDK can do.
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

test.beforeAll(() => {
  // Staff records live in Firestore: the script, and the rules checked here, need its emulator.
  const runtime = firestoreEmulatorRuntime();
  if (!runtime.ok) throw new Error(`The staff role needs the Firestore emulator: ${runtime.reason}`);
});

/** Whether the account has a staff record, read past the rules. */
async function hasStaffRecord(uid: string): Promise<boolean> {
  const response = await fetch(`${DOCUMENTS}/${STAFF_COLLECTION}/${uid}`, { headers: OWNER });
  if (response.status !== 200 && response.status !== 404) throw new Error(`Reading the record: ${response.status}`);
  return response.status === 200;
}

/** The HTTP status of the desk's first question, asked with this ID token: the newest lead. */
async function leadsQueryStatus(idToken: string): Promise<number> {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: LEADS_COLLECTION }], limit: 1 } }),
  });
  await response.body?.cancel();
  return response.status;
}

/** What the Auth service says of an ID token: `TOKEN_EXPIRED` once the account's tokens are revoked. */
async function tokenLookupError(idToken: string): Promise<string | undefined> {
  const response = await fetch(`${IDENTITY_TOOLKIT}/accounts:lookup?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (response.ok) return undefined;
  return ((await response.json()) as { error: { message: string } }).error.message;
}

/** A port nothing listens on: asked of the system, then let go. */
function unusedPort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test('npm start makes a demo staff account that signs in with its printed password', async () => {
  // The site's server makes it once the emulators answer, which may be just after the tests begin.
  await expect
    .poll(() => idTokenClaims(DEMO_STAFF_ACCOUNT.email, DEMO_STAFF_ACCOUNT.password).catch(() => ({})), {
      timeout: 60_000,
    })
    .toMatchObject({ staff: true, email_verified: true, email: DEMO_STAFF_ACCOUNT.email });
  const listed = await runStaffScript(['list']);
  expect(listed.code).toBe(0);
  expect(listed.stdout).toMatch(new RegExp(`  ${DEMO_STAFF_ACCOUNT.email}  \\(uid \\S+\\)  staff\n`));
});

test('the staff script refuses an unverified account, grants the role once it is verified, and removal takes effect at once', async () => {
  // Whoever signs up first with an address gets its account: unverified, it is not yet proof of anything.
  const member = await createAccount(freshEmail('staff'));
  const refused = await runStaffScript(['add', member.email]);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toBe('');
  expect(refused.stderr).toContain(`${member.email} has not verified its e-mail address, so it cannot be staff`);
  expect(refused.stderr).toContain('open their account page (/account), press "Send verification e-mail"');
  expect(refused.stderr).toMatch(
    new RegExp(`Account: uid ${member.uid}, created \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC`),
  );
  expect(await idTokenClaims(member.email, member.password)).not.toHaveProperty('staff');
  expect(await hasStaffRecord(member.uid)).toBe(false);

  // The person verifies their address; the owner runs the same command again.
  await verifyEmail(member);
  const added = await runStaffScript(['add', member.email]);
  expect(added.stderr).toBe('');
  expect(added.code).toBe(0);
  expect(added.stdout).toContain(`${member.email} is now staff on demo-rivage-gym (local Auth emulator`);
  expect(added.stdout).toContain(`Account: uid ${member.uid}, created `);
  expect(await hasStaffRecord(member.uid)).toBe(true);
  const heldToken = await signInIdToken(member.email, member.password);
  expect(claimsOf(heldToken)).toMatchObject({ staff: true, email_verified: true });
  expect(await leadsQueryStatus(heldToken)).toBe(200);
  expect((await runStaffScript(['list'])).stdout).toContain(`  ${member.email}  (uid ${member.uid})  staff\n`);

  // Removed: the token their browser still holds (minted with the claim) is refused at once.
  const removed = await runStaffScript(['remove', member.email]);
  expect(removed.stderr).toBe('');
  expect(removed.code).toBe(0);
  expect(removed.stdout).toContain(`${member.email} is no longer staff`);
  expect(removed.stdout).toContain('It takes effect at once');
  expect(await hasStaffRecord(member.uid)).toBe(false);
  expect(claimsOf(heldToken)).toMatchObject({ staff: true });
  expect(await leadsQueryStatus(heldToken)).toBe(403);
  // Its sign-ins revoked: the Auth service no longer honours a token issued before the removal.
  expect(await tokenLookupError(heldToken)).toBe('TOKEN_EXPIRED');
  expect(await idTokenClaims(member.email, member.password)).not.toHaveProperty('staff');
  expect((await runStaffScript(['list'])).stdout).not.toContain(member.email);
});

test('the staff script lists an account that is only half staff, flags it, and removes what is left', async () => {
  // One with the claim set by hand (no record), one with a record written by hand (no claim).
  const claimOnly = await createAccount(freshEmail('claim-only'));
  const recordOnly = await createAccount(freshEmail('record-only'));
  for (const account of [claimOnly, recordOnly]) await verifyEmail(account);
  const claimed = await fetch(`${IDENTITY_TOOLKIT}/projects/${DEMO_PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ localId: claimOnly.uid, customAttributes: JSON.stringify({ staff: true }) }),
  });
  expect(claimed.ok, await claimed.text()).toBe(true);
  const recorded = await fetch(`${DOCUMENTS}/${STAFF_COLLECTION}/${recordOnly.uid}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({
      fields: { email: { stringValue: recordOnly.email }, addedAt: { timestampValue: new Date().toISOString() } },
    }),
  });
  expect(recorded.ok, await recorded.text()).toBe(true);
  // Neither is staff for the rules.
  for (const account of [claimOnly, recordOnly]) {
    expect(await leadsQueryStatus(await signInIdToken(account.email, account.password))).toBe(403);
  }

  const listed = await runStaffScript(['list']);
  expect(listed.code).toBe(0);
  expect(listed.stdout).toContain(
    `  ${claimOnly.email}  (uid ${claimOnly.uid})  NOT STAFF: the claim without a staff record: ` +
      `\`npm run staff -- add ${claimOnly.email}\` completes the role, \`npm run staff -- remove ${claimOnly.email}\` clears the claim\n`,
  );
  expect(listed.stdout).toContain(
    `  ${recordOnly.email}  (uid ${recordOnly.uid})  NOT STAFF: a staff record without the claim: `,
  );
  expect(listed.stdout).toMatch(/flagged above \(the rules let them read nothing\)\.\n$/);

  for (const account of [claimOnly, recordOnly]) {
    expect((await runStaffScript(['remove', account.email])).code).toBe(0);
  }
  expect(await idTokenClaims(claimOnly.email, claimOnly.password)).not.toHaveProperty('staff');
  expect(await hasStaffRecord(recordOnly.uid)).toBe(false);
});

test('the staff script says when an e-mail has no account, and changes nothing', async () => {
  const email = freshEmail('nobody');
  const result = await runStaffScript(['add', email]);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`No account has the e-mail ${email}. They sign up on the site first.`);
  expect(result.stdout).toBe('');
});

test('the staff script says the Auth emulator is not running, and how to start it', async () => {
  const port = await unusedPort();
  const result = await runStaffScript(['list'], { AUTH_EMULATOR_PORT: String(port) });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(
    `The Auth emulator is not running at 127.0.0.1:${port}. Start the site with \`npm start\``,
  );
});

test('the staff script refuses an unknown command with the usage hint', async () => {
  const result = await runStaffScript(['promote', 'someone@example.tn']);
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('Unknown command "promote": use add, remove or list.');
});
