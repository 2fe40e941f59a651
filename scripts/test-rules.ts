/**
 * `npm run test:rules`: the firestore.rules tests (tests/rules/) against a Firestore emulator
 * started for them, with any Java 21+ the machine has (not only the default one) and, offline,
 * the Cloud SDK's copy of the emulator when there is one. Where the emulator cannot start (no
 * Java 21+; firebase-tools downloads the emulator otherwise), prints one line saying the tests were skipped and why, and succeeds,
 * unless RULES_TESTS_REQUIRED is set (deploy, CI): then the skip exits with its own code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import { firestoreEmulatorRuntime } from './lib/firestore-emulator';
import { emulatorPorts, LOCAL_HOST, localFirebaseConfig } from './lib/local-emulators';
import { RULES_TESTS_NOT_RUN_EXIT_CODE, RULES_TESTS_REQUIRED_ENV } from './lib/rules-tests-gate';

const root = resolve(import.meta.dirname, '..');
const STARTUP_TIMEOUT_MS = 120_000;

function skip(reason: string): never {
  console.log(`Firestore rules tests skipped: the Firestore emulator cannot start here (${reason}).`);
  // Deploy and CI need the tests to have run: for them a skip is a failure of its own kind.
  process.exit(process.env[RULES_TESTS_REQUIRED_ENV] ? RULES_TESTS_NOT_RUN_EXIT_CODE : 0);
}

async function isListening(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const runtime = firestoreEmulatorRuntime();
  if (!runtime.ok) skip(runtime.reason);
  console.log(
    `Firestore rules tests: starting the Firestore emulator with Java ${runtime.javaVersion} (${runtime.java}).`,
  );

  const ports = emulatorPorts();
  const workDir = mkdtempSync(join(tmpdir(), 'rivage-rules-'));
  const configFile = join(workDir, 'firebase.json');
  const local = localFirebaseConfig(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')), ports);
  writeFileSync(configFile, JSON.stringify({ ...local, firestore: { rules: join(root, 'firestore.rules') } }));

  let output = '';
  const emulator = spawn(
    'npx',
    ['firebase', 'emulators:start', '--only', 'firestore', '--project', DEMO_PROJECT_ID, '--config', configFile],
    { cwd: root, detached: true, env: { ...runtime.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
  );
  emulator.stdout.on('data', (chunk) => (output += chunk));
  emulator.stderr.on('data', (chunk) => (output += chunk));
  let hasExited = false;
  emulator.on('exit', () => (hasExited = true));
  const stop = () => {
    if (!hasExited && emulator.pid) process.kill(-emulator.pid, 'SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  };

  const host = `${LOCAL_HOST}:${ports.firestore}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await isListening(`http://${host}/`))) {
    if (hasExited || Date.now() > deadline) {
      stop();
      const lastLine = output.trim().split('\n').filter(Boolean).pop() ?? 'no output';
      skip(hasExited ? `it exited: ${lastLine}` : `it did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((done) => setTimeout(done, 500));
  }

  const tests = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'tests/rules/vitest.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
    },
  );
  stop();
  process.exit(tests.status ?? 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
