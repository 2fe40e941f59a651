/**
 * `npm run deploy`: the firestore.rules tests, the production build, then `firebase deploy`
 * of Hosting, the Firestore rules and firestore.indexes.json (its indexes and the TTL policies
 * that delete leads when their `expireAt` passes), to the very project the build was configured for
 * (VITE_FIREBASE_PROJECT_ID in .env.production.local), so the site and its rules can never
 * land in different projects. Rules whose tests cannot run here are not published unless the
 * owner passes --skip-rules-tests, and a build without App Check is not published unless the
 * owner passes --without-app-check-limits-are-advisory (scripts/lib/app-check-gate.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { APP_CHECK_SITE_KEY, missingProductionFirebaseKeys } from '../src/firebase/env-keys';
import { withAppCheckSources } from './lib/app-check-csp';
import { appCheckGate } from './lib/app-check-gate';
import { builtHostingConfig } from './lib/built-hosting-config';
import { RULES_TESTS_REQUIRED_ENV, rulesTestsGate, SKIP_RULES_TESTS_FLAG } from './lib/rules-tests-gate';

const root = resolve(import.meta.dirname, '..');
/** firebase.json plus what this build adds (scripts/lib/built-hosting-config.ts); git-ignored, rewritten each deploy. */
const DEPLOY_CONFIG_FILE = 'firebase.deploy.json';

function run(command: string, args: string[]) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = loadEnv('production', root, 'VITE_');
const missing = missingProductionFirebaseKeys(env);
if (missing.length > 0) {
  console.error(
    `Cannot deploy: the production Firebase config is incomplete. Missing: ${missing.join(', ')}. ` +
      'Copy .env.example to .env.production.local and fill it in (README, "Deploying").',
  );
  process.exit(1);
}
const projectId = env.VITE_FIREBASE_PROJECT_ID as string;
if (projectId.startsWith('demo-')) {
  console.error(`Cannot deploy to ${projectId}: demo- projects exist only in the local emulators.`);
  process.exit(1);
}
// Before the rules tests and the build: the owner learns at once that a step is missing.
const appCheck = appCheckGate(env[APP_CHECK_SITE_KEY], process.argv.slice(2));
if (!appCheck.deploy) {
  console.error(appCheck.reason);
  process.exit(1);
}
if (appCheck.warning) console.warn(appCheck.warning);

function runRulesTests(): number | null {
  console.log('\n> npm run test:rules');
  const result = spawnSync('npm', ['run', 'test:rules'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, [RULES_TESTS_REQUIRED_ENV]: '1' },
  });
  return result.status;
}

const gate = rulesTestsGate(process.argv.includes(SKIP_RULES_TESTS_FLAG) ? 'not-run' : runRulesTests());
if (!gate.publish) {
  console.error(gate.reason);
  process.exit(1);
}
if (gate.warning) console.warn(gate.warning);

run('npm', ['run', 'build']);
const committed = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
// App Check's reCAPTCHA origins enter the policy only when the build turned App Check on.
const deployed = withAppCheckSources(await builtHostingConfig(committed, join(root, 'dist')), env[APP_CHECK_SITE_KEY]);
// Beside firebase.json, so `public: dist` and `firestore.rules` resolve as they do there.
writeFileSync(join(root, DEPLOY_CONFIG_FILE), `${JSON.stringify(deployed, null, 2)}\n`);
run('npx', [
  'firebase',
  'deploy',
  '--only',
  'hosting,firestore:rules,firestore:indexes',
  '--project',
  projectId,
  '--config',
  DEPLOY_CONFIG_FILE,
]);
