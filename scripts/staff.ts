/**
 * `npm run staff -- add <email> | remove <email> | list [--production | --project <id>]`:
 * grants or takes away the staff role (a custom claim and a staff record,
 * scripts/lib/staff-roles.ts) in the local emulators, or in the real project with the owner's
 * Google credentials.
 */
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import { emulatorPorts, LOCAL_HOST } from './lib/local-emulators';
import { assertEmulatorsRunning, explainProductionFailure, StaffTargetError, staffAdminFor } from './lib/staff-admin';
import {
  describeTarget,
  parseStaffCommand,
  STAFF_USAGE,
  type StaffAction,
  type StaffTarget,
} from './lib/staff-command';
import {
  describeAccount,
  grantStaff,
  listStaff,
  revokeStaff,
  type StaffAdmin,
  StaffRoleError,
  staffMismatch,
} from './lib/staff-roles';

const root = resolve(import.meta.dirname, '..');
/** Exit code of a command that could not be understood, as most command-line tools use it. */
const USAGE_EXIT_CODE = 2;

const GRANTED_NOTE =
  'The desk asks for a fresh ID token each time it opens, so it lets them in the next time they open or reload it.';
const REMOVED_NOTE =
  'It takes effect at once: their staff record is deleted, so the rules refuse their next request even with the ' +
  'ID token their browser holds, and their refresh tokens are revoked, so every browser they use is signed out ' +
  'at its next token refresh (within the hour).';

async function list(admin: StaffAdmin, where: string) {
  const entries = await listStaff(admin);
  if (entries.length === 0) {
    console.log(`No staff accounts on ${where}.`);
    return;
  }
  console.log(`Staff on ${where}:`);
  let mismatches = 0;
  for (const entry of entries) {
    const mismatch = staffMismatch(entry);
    if (mismatch) mismatches += 1;
    console.log(`  ${entry.email}  (uid ${entry.uid})  ${mismatch ? `NOT STAFF: ${mismatch}` : 'staff'}`);
  }
  const staff = entries.length - mismatches;
  console.log(
    `${staff} staff ${staff === 1 ? 'account' : 'accounts'}` +
      (mismatches > 0
        ? `; ${mismatches} flagged above (the rules let ${mismatches === 1 ? 'it' : 'them'} read nothing).`
        : '.'),
  );
}

async function perform(admin: StaffAdmin, action: StaffAction, where: string) {
  if (action.kind === 'list') {
    await list(admin, where);
    return;
  }
  if (action.kind === 'add') {
    const change = await grantStaff(admin, action.email);
    console.log(
      change.changed
        ? `${change.email} is now staff on ${where}.\n${GRANTED_NOTE}`
        : `${change.email} already is staff on ${where}: nothing changed.`,
    );
    console.log(`  Account: ${describeAccount(change)}. Check it is the person you mean.`);
    return;
  }
  const change = await revokeStaff(admin, action.email);
  console.log(
    change.changed
      ? `${change.email} is no longer staff on ${where}.\n${REMOVED_NOTE}`
      : `${change.email} is not staff on ${where}: nothing changed.`,
  );
}

async function run(action: StaffAction, target: StaffTarget): Promise<number> {
  const where = describeTarget(target);
  try {
    if (target.mode === 'local') await assertEmulatorsRunning(target);
    await perform(staffAdminFor(target), action, where);
    return 0;
  } catch (error) {
    if (error instanceof StaffTargetError || error instanceof StaffRoleError) {
      console.error(error.message);
      return 1;
    }
    const explained = target.mode === 'production' ? explainProductionFailure(error, target.projectId) : undefined;
    console.error(explained ?? `Could not change ${where}: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const ports = emulatorPorts();
  const command = parseStaffCommand(argv, {
    demoProjectId: DEMO_PROJECT_ID,
    localEmulatorHost: `${LOCAL_HOST}:${ports.auth}`,
    localFirestoreHost: `${LOCAL_HOST}:${ports.firestore}`,
    productionProjectId: loadEnv('production', root, 'VITE_').VITE_FIREBASE_PROJECT_ID,
    emulatorHostEnv: process.env.FIREBASE_AUTH_EMULATOR_HOST,
    firestoreHostEnv: process.env.FIRESTORE_EMULATOR_HOST,
  });
  if (command.kind === 'help') {
    console.log(STAFF_USAGE);
    return 0;
  }
  if (command.kind === 'refused') {
    console.error(
      argv.length === 0 ? STAFF_USAGE : `${command.message}\n(npm run staff -- --help lists the commands.)`,
    );
    return USAGE_EXIT_CODE;
  }
  return run(command.action, command.target);
}

process.exit(await main());
