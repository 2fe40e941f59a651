/**
 * The Firebase Admin SDK's Auth and Firestore for a staff target: the local emulators (no
 * credentials, a demo project) or a real project with the owner's Application Default
 * Credentials. Also turns the SDK's failures that have a known cause into one sentence saying
 * what to do.
 */
import { type App, applicationDefault, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type DocumentData, type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { STAFF_COLLECTION } from '../../src/firebase/staff-role';
import type { StaffTarget } from './staff-command';
import type { StaffAdmin, StaffRecords } from './staff-roles';

const PROBE_TIMEOUT_MS = 3_000;

export class StaffTargetError extends Error {}

async function isAnswering(host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** Fails with the way out when nothing answers where local mode's Auth or Firestore emulator should be. */
export async function assertEmulatorsRunning(target: Extract<StaffTarget, { mode: 'local' }>): Promise<void> {
  if (!(await isAnswering(target.emulatorHost))) {
    throw new StaffTargetError(
      `The Auth emulator is not running at ${target.emulatorHost}. Start the site with \`npm start\` in another terminal ` +
        '(with the same AUTH_EMULATOR_PORT), then run this again. For the real project, add --production.',
    );
  }
  if (!(await isAnswering(target.firestoreEmulatorHost))) {
    throw new StaffTargetError(
      `The Firestore emulator is not running at ${target.firestoreEmulatorHost}, and staff records live there. ` +
        '`npm start` starts it where Java 21+ is installed (README, "Run it"; with the same FIRESTORE_EMULATOR_PORT), ' +
        'then run this again.',
    );
  }
}

function appFor(target: StaffTarget): App {
  const name = `staff-${target.mode}-${target.projectId}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return existing;
  if (target.mode === 'local') {
    // The Admin SDK reads these for every request: with them, it needs no credentials at all.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
    if (target.firestoreEmulatorHost) process.env.FIRESTORE_EMULATOR_HOST = target.firestoreEmulatorHost;
    // Nor does its Firestore client, which would otherwise look for a cloud machine's metadata
    // server to learn who it runs as, and print a warning when there is none.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    return initializeApp({ projectId: target.projectId }, name);
  }
  // Credentials from `gcloud auth application-default login` belong to a person, and Identity
  // Toolkit bills such calls to a quota project they do not name: the project being changed is
  // the one to bill. A service-account key (GOOGLE_APPLICATION_CREDENTIALS) carries its own.
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS && !process.env.GOOGLE_CLOUD_QUOTA_PROJECT) {
    process.env.GOOGLE_CLOUD_QUOTA_PROJECT = target.projectId;
  }
  return initializeApp({ credential: applicationDefault(), projectId: target.projectId }, name);
}

function staffRecordsIn(db: Firestore): StaffRecords {
  const collection = db.collection(STAFF_COLLECTION);
  const toRecord = (data: DocumentData | undefined) => ({
    email: typeof data?.email === 'string' ? data.email : '(no e-mail)',
    addedAt: data?.addedAt instanceof Timestamp ? data.addedAt.toDate() : new Date(0),
  });
  return {
    get: async (uid) => {
      const snapshot = await collection.doc(uid).get();
      return snapshot.exists ? toRecord(snapshot.data()) : undefined;
    },
    set: async (uid, record) => {
      await collection.doc(uid).set({ email: record.email, addedAt: Timestamp.fromDate(record.addedAt) });
    },
    delete: async (uid) => {
      await collection.doc(uid).delete();
    },
    list: async () =>
      (await collection.get()).docs.map((snapshot) => ({ uid: snapshot.id, ...toRecord(snapshot.data()) })),
  };
}

export function staffAdminFor(target: StaffTarget): StaffAdmin {
  const app = appFor(target);
  return { auth: getAuth(app), records: staffRecordsIn(getFirestore(app)) };
}

/** Auth alone, for the demo account of `npm start` where no Firestore emulator runs. */
export function staffAuthFor(target: StaffTarget): StaffAdmin['auth'] {
  return getAuth(appFor(target));
}

/** One sentence for the failures of a real project whose cause is known; undefined for the rest. */
export function explainProductionFailure(error: unknown, projectId: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'app/invalid-credential' || /default credentials|Could not load the default/i.test(message)) {
    return (
      'No Google credentials were found. Run `gcloud auth application-default login` as an owner of ' +
      `${projectId}, or set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file (README, "Staff").`
    );
  }
  if (code === 'auth/insufficient-permission' || code === 7 || /PERMISSION_DENIED|403/.test(message)) {
    return (
      `Your Google credentials may not manage the accounts and staff records of ${projectId}: sign in as an owner ` +
      '(`gcloud auth application-default login`) or use a key with the Firebase Authentication Admin and ' +
      `Cloud Datastore User roles. (${message})`
    );
  }
  return undefined;
}
