/**
 * The staff role end to end, on the Auth emulator Playwright starts with the site: the project's
 * own script grants, lists and removes it, the claim is in the next ID token (what
 * firestore.rules reads), and `npm start`'s demo staff account signs in with its printed
 * password. Here rather than in `npm run test:unit`: these need the Auth emulator running,
 * which the end-to-end run starts anyway (scripts/serve-emulators.ts), so no second one is started.
 */
import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_STAFF_ACCOUNT } from '../scripts/lib/staff-roles';
import { createAccount, freshEmail } from './support/auth-emulator';
import { idTokenClaims, runStaffScript } from './support/staff-script';

// Each run starts tsx and the Admin SDK: a few seconds, up to ~20 s on a loaded machine, and the
// longest test runs the script four times.
test.describe.configure({ timeout: 180_000 });

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
    .toMatchObject({ staff: true, email: DEMO_STAFF_ACCOUNT.email });
  const listed = await runStaffScript(['list']);
  expect(listed.code).toBe(0);
  expect(listed.stdout).toContain(DEMO_STAFF_ACCOUNT.email);
});

test('the staff script grants the role, lists it and takes it away again', async () => {
  const member = await createAccount(freshEmail('staff'));
  expect(await idTokenClaims(member.email, member.password)).not.toHaveProperty('staff');

  const added = await runStaffScript(['add', member.email]);
  expect(added.stderr).toBe('');
  expect(added.code).toBe(0);
  expect(added.stdout).toContain(`${member.email} is now staff on demo-rivage-gym (local Auth emulator`);
  expect(added.stdout).toContain('when its ID token refreshes');
  expect(await idTokenClaims(member.email, member.password)).toMatchObject({ staff: true });
  expect((await runStaffScript(['list'])).stdout).toContain(`  ${member.email}  (uid ${member.uid})`);

  const removed = await runStaffScript(['remove', member.email]);
  expect(removed.code).toBe(0);
  expect(removed.stdout).toContain(`${member.email} is no longer staff`);
  expect(await idTokenClaims(member.email, member.password)).not.toHaveProperty('staff');
  expect((await runStaffScript(['list'])).stdout).not.toContain(member.email);
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
