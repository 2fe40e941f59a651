/**
 * Serves the built site (dist/) on the Firebase Hosting emulator, with the Auth emulator
 * beside it (and the Firestore emulator where Java 21+ can run it), under the demo project
 * id: no account, no configuration. Used by `npm start` (after the emulator build) and by
 * the end-to-end tests.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { paths } from '../src/content/paths';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import { builtHostingConfig } from './lib/built-hosting-config';
import { firestoreEmulatorRuntime } from './lib/firestore-emulator';
import { emulatorPorts, LOCAL_HOST, localFirebaseConfig } from './lib/local-emulators';
import { staffAdminFor, staffAuthFor } from './lib/staff-admin';
import { DEMO_STAFF_ACCOUNT, ensureDemoStaff } from './lib/staff-roles';

const root = resolve(import.meta.dirname, '..');
const LOCAL_CONFIG_FILE = 'firebase.local.json';

const demoStaffLine = `Demo staff:    ${DEMO_STAFF_ACCOUNT.email}  password ${DEMO_STAFF_ACCOUNT.password}`;

/**
 * Waits until each origin answers, for as long as the emulators run: on a loaded machine they
 * can take minutes, and the demo account is still wanted when they do come up.
 */
async function waitUntilAnswering(origins: readonly string[], hasExited: () => boolean): Promise<boolean> {
  for (const origin of origins) {
    for (;;) {
      if (hasExited()) return false;
      try {
        await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
        break;
      } catch {
        await new Promise((done) => setTimeout(done, 500));
      }
    }
  }
  return true;
}

/**
 * Once the emulators answer, makes the demo staff account (verified, with its staff record)
 * through the same code as `npm run staff` (the emulators keep nothing between runs: each start
 * makes it anew). Without the Firestore emulator there is no record to write, and no desk to
 * open: the account is made without the role.
 */
async function prepareDemoStaff(
  hosts: { auth: string; firestore: string | undefined },
  origins: readonly string[],
  deskUrl: string,
  hasExited: () => boolean,
) {
  if (!(await waitUntilAnswering(origins, hasExited))) return;
  const target = {
    mode: 'local',
    projectId: DEMO_PROJECT_ID,
    emulatorHost: hosts.auth,
    firestoreEmulatorHost: hosts.firestore ?? '',
  } as const;
  if (hosts.firestore) {
    const { auth, records } = staffAdminFor(target);
    await ensureDemoStaff(auth, records);
  } else {
    await ensureDemoStaff(staffAuthFor(target), undefined);
  }
  // After the emulators' own banner, where a newcomer looks.
  console.log(
    hosts.firestore
      ? `\n${demoStaffLine}  (staff role: sign in, then ${deskUrl}; more: npm run staff -- --help)\n`
      : `\n${demoStaffLine}  (without the staff role: staff records need the Firestore emulator)\n`,
  );
}

async function main() {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ has no build. Run `npm run build:local` first (npm start does it for you).');
  }
  const ports = emulatorPorts();
  const committed = JSON.parse(await readFile(join(root, 'firebase.json'), 'utf8'));
  // As deployed: the build's own files are immutable, anything else under /assets is not, and
  // the pages' inline stylesheets are allowed by their hashes.
  const production = await builtHostingConfig(committed, join(root, 'dist'));
  await writeFile(
    join(root, LOCAL_CONFIG_FILE),
    `${JSON.stringify(localFirebaseConfig(production, ports), null, 2)}\n`,
  );

  // Any Java 21+ on the machine (not only the default one) and the Cloud SDK's emulator, as the
  // rules tests find them.
  const firestore = firestoreEmulatorRuntime();
  const only = firestore.ok ? 'auth,firestore,hosting' : 'auth,hosting';

  console.log(`Site:          http://${LOCAL_HOST}:${ports.hosting}`);
  console.log(
    `Auth emulator: http://${LOCAL_HOST}:${ports.auth}  (project ${DEMO_PROJECT_ID}; Ctrl+C stops the emulators)`,
  );
  console.log(
    firestore.ok
      ? `Firestore:     http://${LOCAL_HOST}:${ports.firestore}  (with firestore.rules)`
      : `Firestore:     not started: ${firestore.reason}. Writes to it fail; the site carries on.`,
  );
  console.log(`${demoStaffLine}  (made once the Auth emulator is up)`);

  const emulators = spawn(
    'npx',
    ['firebase', 'emulators:start', '--only', only, '--project', DEMO_PROJECT_ID, '--config', LOCAL_CONFIG_FILE],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...(firestore.ok ? firestore.env : process.env), FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
    },
  );
  const stop = (signal: NodeJS.Signals) => emulators.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  emulators.on('exit', (code) => process.exit(code ?? 0));

  const authHost = `${LOCAL_HOST}:${ports.auth}`;
  const started = [authHost, `${LOCAL_HOST}:${ports.hosting}`];
  if (firestore.ok) started.push(`${LOCAL_HOST}:${ports.firestore}`);
  const origins = started.map((host) => `http://${host}`);
  const deskUrl = `http://${LOCAL_HOST}:${ports.hosting}${paths.desk}`;
  const hosts = { auth: authHost, firestore: firestore.ok ? `${LOCAL_HOST}:${ports.firestore}` : undefined };
  prepareDemoStaff(hosts, origins, deskUrl, () => emulators.exitCode !== null).catch((error: unknown) => {
    // The site works without it; only the desk's demo sign-in does not.
    console.error(`Demo staff account not made: ${error instanceof Error ? error.message : error}`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
