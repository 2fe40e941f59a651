/**
 * The owner's staff script (`npm run staff`) as the end-to-end tests run it, and the claims an
 * account's ID token carries when it signs in at the Auth emulator: what the site's rules see.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { emulatorPorts, LOCAL_HOST } from '../../scripts/lib/local-emulators';

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

/** The claims of a fresh ID token for this account (a sign-in, as the site's next token refresh would get). */
export async function idTokenClaims(email: string, password: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`The Auth emulator refused to sign in ${email}: ${await response.text()}`);
  const { idToken } = (await response.json()) as { idToken: string };
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
