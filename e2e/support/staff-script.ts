/**
 * The owner's staff script (`npm run staff`) as the end-to-end tests run it, the one way the specs
 * make an account staff (its e-mail verified first, as the script demands), and the claims an
 * account's ID token carries when it signs in at the Auth emulator: what the site's rules see.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { emulatorPorts, LOCAL_HOST } from '../../scripts/lib/local-emulators';
import { createAccount, freshEmail, verifyEmail } from './auth-emulator';

const root = resolve(import.meta.dirname, '..', '..');
const AUTH_EMULATOR_ORIGIN = `http://${LOCAL_HOST}:${emulatorPorts().auth}`;

interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/staff.ts with these arguments (and the test run's ports, unless `env` overrides them). */
export function runStaffScript(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<ScriptRun> {
  return new Promise((done) => {
    execFile(
      'npx',
      ['tsx', 'scripts/staff.ts', ...args],
      { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** A fresh ID token for this account (a sign-in, as the site's next token refresh would get). */
export async function signInIdToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The Auth emulator refused to sign in ${email}: ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** The claims an ID token carries. */
export function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The claims of a fresh ID token for this account. */
export async function idTokenClaims(email: string, password: string): Promise<Record<string, unknown>> {
  return claimsOf(await signInIdToken(email, password));
}

/**
 * Makes an account staff as the owner makes a real person staff: its e-mail address verified
 * (from its account page), then `npm run staff -- add`. Throws with the script's own words if it
 * refuses.
 */
export async function makeStaff(account: { email: string; idToken: string }): Promise<void> {
  await verifyEmail(account);
  const granted = await runStaffScript(['add', account.email]);
  if (granted.code !== 0) {
    throw new Error(`npm run staff -- add ${account.email} failed (${granted.code}): ${granted.stderr}`);
  }
}

/** A new account (an address no other test uses, labelled `label`), made staff by makeStaff. */
export async function createStaffAccount(label: string) {
  const account = await createAccount(freshEmail(label));
  await makeStaff(account);
  return account;
}
