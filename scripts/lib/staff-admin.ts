/**
 * The Firebase Admin SDK's Auth for a staff target: the local Auth emulator (no credentials,
 * a demo project) or a real project with the owner's Application Default Credentials. Also
 * turns the SDK's failures that have a known cause into one sentence saying what to do.
 */
import { applicationDefault, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { StaffTarget } from './staff-command';
import type { StaffAuth } from './staff-roles';

const PROBE_TIMEOUT_MS = 3_000;

export class StaffTargetError extends Error {}

/** Fails with the way out when nothing answers where local mode's Auth emulator should be. */
export async function assertEmulatorRunning(host: string): Promise<void> {
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  } catch {
    throw new StaffTargetError(
      `The Auth emulator is not running at ${host}. Start the site with \`npm start\` in another terminal ` +
        '(with the same AUTH_EMULATOR_PORT), then run this again. For the real project, add --production.',
    );
  }
}

export function staffAuthFor(target: StaffTarget): StaffAuth {
  const name = `staff-${target.mode}-${target.projectId}`;
  const existing = getApps().find((app) => app.name === name);
  if (target.mode === 'local') {
    // The Admin SDK reads this for every request: with it, it needs no credentials at all.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
    return getAuth(existing ?? initializeApp({ projectId: target.projectId }, name));
  }
  // Credentials from `gcloud auth application-default login` belong to a person, and Identity
  // Toolkit bills such calls to a quota project they do not name: the project being changed is
  // the one to bill. A service-account key (GOOGLE_APPLICATION_CREDENTIALS) carries its own.
  if (!process.env.GOOGLE_APPLICATION_CREDENTIALS && !process.env.GOOGLE_CLOUD_QUOTA_PROJECT) {
    process.env.GOOGLE_CLOUD_QUOTA_PROJECT = target.projectId;
  }
  return getAuth(existing ?? initializeApp({ credential: applicationDefault(), projectId: target.projectId }, name));
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
  if (code === 'auth/insufficient-permission' || /PERMISSION_DENIED|403/.test(message)) {
    return (
      `Your Google credentials may not manage the accounts of ${projectId}: sign in as an owner ` +
      `(\`gcloud auth application-default login\`) or use a key with the Firebase Authentication Admin role. (${message})`
    );
  }
  return undefined;
}
