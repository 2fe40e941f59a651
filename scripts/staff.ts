/**
 * `npm run staff -- add <email> | remove <email> | list [--production | --project <id>]`:
 * grants or takes away the staff role (a custom claim, scripts/lib/staff-roles.ts) in the
 * local Auth emulator, or in the real project with the owner's Google credentials.
 */
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import { emulatorPorts, LOCAL_HOST } from './lib/local-emulators';
import { assertEmulatorRunning, explainProductionFailure, StaffTargetError, staffAuthFor } from './lib/staff-admin';
import {
  describeTarget,
  parseStaffCommand,
  STAFF_USAGE,
  type StaffAction,
  type StaffTarget,
} from './lib/staff-command';
import { grantStaff, listStaff, revokeStaff, type StaffAuth, StaffRoleError } from './lib/staff-roles';

const root = resolve(import.meta.dirname, '..');
/** Exit code of a command that could not be understood, as most command-line tools use it. */
const USAGE_EXIT_CODE = 2;

const TOKEN_NOTE =
  'The change reaches their browser when its ID token refreshes: at once if they sign out and in again, ' +
  'otherwise within the hour (a token already issued keeps its claims until then).';

async function perform(auth: StaffAuth, action: StaffAction, where: string) {
  if (action.kind === 'list') {
    const staff = await listStaff(auth);
    if (staff.length === 0) {
      console.log(`No staff accounts on ${where}.`);
      return;
    }
    console.log(`Staff on ${where}:`);
    for (const account of staff) console.log(`  ${account.email}  (uid ${account.uid})`);
    console.log(`${staff.length} ${staff.length === 1 ? 'account' : 'accounts'}.`);
    return;
  }
  if (action.kind === 'add') {
    const change = await grantStaff(auth, action.email);
    console.log(
      change.changed
        ? `${change.email} is now staff on ${where}.\n${TOKEN_NOTE}`
        : `${change.email} already is staff on ${where}: nothing changed.`,
    );
    return;
  }
  const change = await revokeStaff(auth, action.email);
  console.log(
    change.changed
      ? `${change.email} is no longer staff on ${where}.\n${TOKEN_NOTE}`
      : `${change.email} is not staff on ${where}: nothing changed.`,
  );
}

async function run(action: StaffAction, target: StaffTarget): Promise<number> {
  const where = describeTarget(target);
  try {
    if (target.mode === 'local') await assertEmulatorRunning(target.emulatorHost);
    await perform(staffAuthFor(target), action, where);
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
  const command = parseStaffCommand(argv, {
    demoProjectId: DEMO_PROJECT_ID,
    localEmulatorHost: `${LOCAL_HOST}:${emulatorPorts().auth}`,
    productionProjectId: loadEnv('production', root, 'VITE_').VITE_FIREBASE_PROJECT_ID,
    emulatorHostEnv: process.env.FIREBASE_AUTH_EMULATOR_HOST,
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
