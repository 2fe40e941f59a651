import { describe, expect, it } from 'vitest';
import { describeTarget, parseStaffCommand, type StaffCommandContext } from './staff-command';

const context: StaffCommandContext = {
  demoProjectId: 'demo-rivage-gym',
  localEmulatorHost: '127.0.0.1:9099',
  productionProjectId: undefined,
  emulatorHostEnv: undefined,
  localFirestoreHost: '127.0.0.1:8080',
  firestoreHostEnv: undefined,
};
const local = {
  mode: 'local',
  projectId: 'demo-rivage-gym',
  emulatorHost: '127.0.0.1:9099',
  firestoreEmulatorHost: '127.0.0.1:8080',
};

function refusal(argv: string[], overrides: Partial<StaffCommandContext> = {}): string {
  const command = parseStaffCommand(argv, { ...context, ...overrides });
  if (command.kind !== 'refused') throw new Error(`Expected a refusal, got ${JSON.stringify(command)}`);
  return command.message;
}

describe('the staff commands', () => {
  it('adds, removes and lists in the local Auth emulator when no flag names a real project', () => {
    expect(parseStaffCommand(['add', 'sami@example.tn'], context)).toEqual({
      kind: 'run',
      action: { kind: 'add', email: 'sami@example.tn' },
      target: local,
    });
    expect(parseStaffCommand(['remove', 'sami@example.tn'], context)).toMatchObject({
      action: { kind: 'remove', email: 'sami@example.tn' },
      target: local,
    });
    expect(parseStaffCommand(['list'], context)).toMatchObject({ action: { kind: 'list' }, target: local });
  });

  it('accepts the emulator hosts the environment already names when they are this checkout’s', () => {
    expect(
      parseStaffCommand(['list'], {
        ...context,
        emulatorHostEnv: '127.0.0.1:9099',
        firestoreHostEnv: '127.0.0.1:8080',
      }),
    ).toMatchObject({ target: local });
  });

  it('shows the usage on --help, -h or help, whatever else is given', () => {
    expect(parseStaffCommand(['--help'], context)).toEqual({ kind: 'help' });
    expect(parseStaffCommand(['add', '-h'], context)).toEqual({ kind: 'help' });
    expect(parseStaffCommand(['help'], context)).toEqual({ kind: 'help' });
  });

  it('refuses a missing or unknown command', () => {
    expect(refusal([])).toBe('Missing command: add, remove or list.');
    expect(refusal(['grant', 'sami@example.tn'])).toBe('Unknown command "grant": use add, remove or list.');
  });

  it('refuses add and remove without one e-mail address', () => {
    expect(refusal(['add'])).toBe('add needs an e-mail: npm run staff -- add <email>.');
    expect(refusal(['remove'])).toBe('remove needs an e-mail: npm run staff -- remove <email>.');
    expect(refusal(['add', 'sami'])).toBe('"sami" is not an e-mail address.');
    expect(refusal(['add', 'a@example.tn', 'b@example.tn'])).toBe('add takes one e-mail; unexpected "b@example.tn".');
    expect(refusal(['list', 'a@example.tn'])).toBe('list takes no e-mail (got "a@example.tn").');
  });

  it('refuses an unknown option and a --project without its id', () => {
    expect(refusal(['list', '--prod'])).toBe('Unknown option "--prod".');
    expect(refusal(['list', '--project'])).toBe('--project needs a project id: --project <id>.');
    expect(refusal(['list', '--project', '--production'])).toBe('--project needs a project id: --project <id>.');
  });

  it('targets the real project of .env.production.local with --production', () => {
    expect(
      parseStaffCommand(['add', 'owner@rivage.tn', '--production'], { ...context, productionProjectId: 'rivage-gym' }),
    ).toEqual({
      kind: 'run',
      action: { kind: 'add', email: 'owner@rivage.tn' },
      target: { mode: 'production', projectId: 'rivage-gym' },
    });
  });

  it('targets the project named by --project, in either spelling', () => {
    for (const argv of [
      ['list', '--project', 'rivage-gym'],
      ['--project=rivage-gym', 'list'],
    ]) {
      expect(parseStaffCommand(argv, context)).toMatchObject({
        target: { mode: 'production', projectId: 'rivage-gym' },
      });
    }
  });

  it('refuses --production when .env.production.local names no project', () => {
    expect(refusal(['list', '--production'])).toMatch(/^--production reads VITE_FIREBASE_PROJECT_ID/);
    expect(refusal(['list', '--production'], { productionProjectId: '  ' })).toMatch(/is not set/);
  });

  it('refuses to be told two places at once', () => {
    expect(refusal(['list', '--production', '--project', 'rivage-gym'], { productionProjectId: 'rivage-gym' })).toBe(
      'Give either --production or --project <id>, not both.',
    );
    // The Admin SDK follows FIREBASE_AUTH_EMULATOR_HOST whatever project it is given.
    expect(refusal(['list', '--project', 'rivage-gym'], { emulatorHostEnv: '127.0.0.1:9099' })).toBe(
      'FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099): unset it to change the real project rivage-gym.',
    );
    expect(refusal(['list'], { emulatorHostEnv: '127.0.0.1:9199' })).toMatch(
      /^FIREBASE_AUTH_EMULATOR_HOST is 127\.0\.0\.1:9199, but this checkout's Auth emulator is 127\.0\.0\.1:9099/,
    );
    // Its Firestore too: the staff records would go to another emulator, or to the emulator instead of the project.
    expect(refusal(['list', '--project', 'rivage-gym'], { firestoreHostEnv: '127.0.0.1:8080' })).toBe(
      'FIRESTORE_EMULATOR_HOST is set (127.0.0.1:8080): unset it to change the real project rivage-gym.',
    );
    expect(refusal(['add', 'sami@example.tn'], { firestoreHostEnv: '127.0.0.1:8180' })).toMatch(
      /^FIRESTORE_EMULATOR_HOST is 127\.0\.0\.1:8180, but this checkout's Firestore emulator is 127\.0\.0\.1:8080/,
    );
  });

  it('refuses a demo project as a real one', () => {
    expect(refusal(['list', '--project', 'demo-rivage-gym'])).toMatch(/^demo-rivage-gym is a demo project/);
    expect(refusal(['list', '--production'], { productionProjectId: 'demo-rivage-gym' })).toMatch(/is a demo project/);
  });

  it('names the target in what it prints', () => {
    expect(
      describeTarget({
        mode: 'local',
        projectId: 'demo-rivage-gym',
        emulatorHost: '127.0.0.1:9099',
        firestoreEmulatorHost: '127.0.0.1:8080',
      }),
    ).toBe('demo-rivage-gym (local Auth emulator at 127.0.0.1:9099, Firestore at 127.0.0.1:8080)');
    expect(describeTarget({ mode: 'production', projectId: 'rivage-gym' })).toBe('rivage-gym (real project)');
  });
});
