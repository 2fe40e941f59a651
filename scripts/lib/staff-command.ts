/**
 * What `npm run staff -- …` was asked to do, and against which Auth and Firestore: pure, so every
 * refusal is tested without an emulator or a Google account (scripts/staff.ts does the work).
 * Local mode (no flag) is the Auth and Firestore emulators of `npm start`; a real project must be
 * named on purpose, and anything that could point one command at two places is refused rather
 * than guessed.
 */

export const STAFF_USAGE = [
  'Usage: npm run staff -- <command> [--production | --project <id>]',
  '',
  '  add <email>      give the staff role to the account with this e-mail (its address must be verified)',
  '  remove <email>   take the role away at once, and sign the account out everywhere',
  '  list             print every staff account, flagging any that is only half staff',
  '',
  'Without a flag it changes the local Auth and Firestore emulators (start them with `npm start`).',
  '  --production     the real project of .env.production.local (VITE_FIREBASE_PROJECT_ID, as `npm run deploy`)',
  '  --project <id>   a real project named here',
  'A real project uses your Google credentials: `gcloud auth application-default login`',
  'or GOOGLE_APPLICATION_CREDENTIALS (README, "Staff").',
].join('\n');

export type StaffAction = { kind: 'add'; email: string } | { kind: 'remove'; email: string } | { kind: 'list' };

export type StaffTarget =
  | { mode: 'local'; projectId: string; emulatorHost: string; firestoreEmulatorHost: string }
  | { mode: 'production'; projectId: string };

type StaffCommand =
  | { kind: 'help' }
  | { kind: 'run'; action: StaffAction; target: StaffTarget }
  | { kind: 'refused'; message: string };

export interface StaffCommandContext {
  /** The demo project id of local mode. */
  demoProjectId: string;
  /** host:port of the Auth emulator this checkout's `npm start` runs (AUTH_EMULATOR_PORT). */
  localEmulatorHost: string;
  /** VITE_FIREBASE_PROJECT_ID of .env.production.local, if any. */
  productionProjectId: string | undefined;
  /** FIREBASE_AUTH_EMULATOR_HOST of the environment: the Admin SDK obeys it whatever else it is told. */
  emulatorHostEnv: string | undefined;
  /** host:port of the Firestore emulator of `npm start` (FIRESTORE_EMULATOR_PORT), where local staff records live. */
  localFirestoreHost: string;
  /** FIRESTORE_EMULATOR_HOST of the environment, obeyed by the Admin SDK's Firestore as the other by its Auth. */
  firestoreHostEnv: string | undefined;
}

const COMMANDS = ['add', 'remove', 'list'] as const;
// Deliberately loose: the service decides what an address is; this catches a swapped argument.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

const refuse = (message: string): StaffCommand => ({ kind: 'refused', message });

interface Flags {
  positional: string[];
  isProduction: boolean;
  project: string | undefined;
  error?: string;
}

function readFlags(argv: readonly string[]): Flags {
  const flags: Flags = { positional: [], isProduction: false, project: undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--production') {
      flags.isProduction = true;
    } else if (arg === '--project' || arg.startsWith('--project=')) {
      const value = arg === '--project' ? argv[++index] : arg.slice('--project='.length);
      if (!value || value.startsWith('-')) return { ...flags, error: '--project needs a project id: --project <id>.' };
      flags.project = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      return { ...flags, error: `Unknown option "${arg}".` };
    } else {
      flags.positional.push(arg);
    }
  }
  return flags;
}

function parseAction(positional: readonly string[]): StaffAction | string {
  const [name, email, ...rest] = positional;
  if (name === undefined) return 'Missing command: add, remove or list.';
  if (!(COMMANDS as readonly string[]).includes(name)) {
    return `Unknown command "${name}": use add, remove or list.`;
  }
  if (name === 'list') {
    return email === undefined ? { kind: 'list' } : `list takes no e-mail (got "${email}").`;
  }
  if (email === undefined) return `${name} needs an e-mail: npm run staff -- ${name} <email>.`;
  if (!LOOKS_LIKE_EMAIL.test(email)) return `"${email}" is not an e-mail address.`;
  if (rest.length > 0) return `${name} takes one e-mail; unexpected "${rest.join(' ')}".`;
  return { kind: name as 'add' | 'remove', email };
}

function parseTarget(flags: Flags, context: StaffCommandContext): StaffTarget | string {
  const envHost = context.emulatorHostEnv?.trim() || undefined;
  const firestoreEnvHost = context.firestoreHostEnv?.trim() || undefined;
  if (flags.isProduction && flags.project !== undefined) {
    return 'Give either --production or --project <id>, not both.';
  }
  if (!flags.isProduction && flags.project === undefined) {
    if (envHost !== undefined && envHost !== context.localEmulatorHost) {
      return (
        `FIREBASE_AUTH_EMULATOR_HOST is ${envHost}, but this checkout's Auth emulator is ${context.localEmulatorHost}. ` +
        'Unset it, or set AUTH_EMULATOR_PORT to the port you mean.'
      );
    }
    if (firestoreEnvHost !== undefined && firestoreEnvHost !== context.localFirestoreHost) {
      return (
        `FIRESTORE_EMULATOR_HOST is ${firestoreEnvHost}, but this checkout's Firestore emulator is ${context.localFirestoreHost}. ` +
        'Unset it, or set FIRESTORE_EMULATOR_PORT to the port you mean.'
      );
    }
    return {
      mode: 'local',
      projectId: context.demoProjectId,
      emulatorHost: context.localEmulatorHost,
      firestoreEmulatorHost: context.localFirestoreHost,
    };
  }
  const projectId = flags.project ?? context.productionProjectId?.trim();
  if (!projectId) {
    return (
      '--production reads VITE_FIREBASE_PROJECT_ID from .env.production.local, and it is not set. ' +
      'Fill it in (README, "Deploying") or name the project: --project <id>.'
    );
  }
  if (projectId.startsWith('demo-')) {
    return `${projectId} is a demo project: it exists only in the emulator. Leave out the flag for local mode.`;
  }
  // The Admin SDK would quietly send the change to that emulator instead of the project.
  if (envHost !== undefined) {
    return `FIREBASE_AUTH_EMULATOR_HOST is set (${envHost}): unset it to change the real project ${projectId}.`;
  }
  if (firestoreEnvHost !== undefined) {
    return `FIRESTORE_EMULATOR_HOST is set (${firestoreEnvHost}): unset it to change the real project ${projectId}.`;
  }
  return { mode: 'production', projectId };
}

export function parseStaffCommand(argv: readonly string[], context: StaffCommandContext): StaffCommand {
  if (argv.some((arg) => arg === '--help' || arg === '-h' || arg === 'help')) return { kind: 'help' };
  const flags = readFlags(argv);
  if (flags.error) return refuse(flags.error);
  const action = parseAction(flags.positional);
  if (typeof action === 'string') return refuse(action);
  const target = parseTarget(flags, context);
  if (typeof target === 'string') return refuse(target);
  return { kind: 'run', action, target };
}

/** How a target is named in every line the script prints. */
export function describeTarget(target: StaffTarget): string {
  return target.mode === 'local'
    ? `${target.projectId} (local Auth emulator at ${target.emulatorHost}, Firestore at ${target.firestoreEmulatorHost})`
    : `${target.projectId} (real project)`;
}
