/**
 * One Firestore emulator environment per rules test file, with the clients the tests act as:
 * a visitor without an account, a member (a password account, or an anonymous one as the public
 * writer makes), staff (with the record `npm run staff` writes), and the owner writing past the
 * rules to seed and check.
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { asStaffMember, STAFF_UID, seedStaffRecord } from './staff-member';

export interface RulesClients {
  asVisitor: () => Firestore;
  asMember: (uid: string) => Firestore;
  asAnonymous: (uid: string) => Firestore;
  /** An account signed in with any provider (`custom`, `phone`, `google.com`, ...). */
  asSignedInWith: (uid: string, provider: string) => Firestore;
  asStaff: (uid?: string) => Firestore;
  asAdmin: <T>(work: (db: Firestore) => Promise<T>) => Promise<T>;
  seed: (path: string, data: Record<string, unknown>) => Promise<void>;
  stored: (path: string) => Promise<Record<string, unknown> | undefined>;
}

/**
 * The deployed rules, with `extraSlotIds` added to the timetable's slots: a session of such a
 * slot starts at any minute a test needs (in 25 minutes, in 7 days less 10), so the edges of the
 * booking window and the free cancellation are tested whatever the time the tests run. Only the
 * list of slots changes, never a rule.
 */
export function rulesText(extraSlotIds: readonly string[] = []): string {
  const rules = readFileSync('firestore.rules', 'utf8');
  const opening = 'function classSlotIds() {\n      return [\n';
  if (!rules.includes(opening)) throw new Error('firestore.rules no longer lists classSlotIds() as expected');
  return rules.replace(opening, `${opening}${extraSlotIds.map((id) => `        '${id}',\n`).join('')}`);
}

/** Starts the environment before the file's tests, clears it before each, cleans up after. */
export function rulesEnvironment(projectId: string, extraSlotIds: readonly string[] = []): RulesClients {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId, firestore: { rules: rulesText(extraSlotIds) } });
  });
  afterAll(() => env?.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedStaffRecord(env);
  });

  const client = (uid: string, token?: Record<string, unknown>) =>
    env.authenticatedContext(uid, token).firestore() as unknown as Firestore;
  const asAdmin = async <T>(work: (db: Firestore) => Promise<T>): Promise<T> => {
    let result: T | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      result = await work(context.firestore() as unknown as Firestore);
    });
    return result as T;
  };
  return {
    asVisitor: () => env.unauthenticatedContext().firestore() as unknown as Firestore,
    asMember: (uid) => client(uid, { firebase: { sign_in_provider: 'password' } }),
    asAnonymous: (uid) => client(uid, { firebase: { sign_in_provider: 'anonymous' } }),
    asSignedInWith: (uid, provider) => client(uid, { firebase: { sign_in_provider: provider } }),
    asStaff: (uid = STAFF_UID) => asStaffMember(env, uid),
    asAdmin,
    seed: (path, data) => asAdmin((db) => setDoc(doc(db, path), data)),
    stored: (path) => asAdmin(async (db) => (await getDoc(doc(db, path))).data()),
  };
}
