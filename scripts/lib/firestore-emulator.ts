/**
 * Whether this machine can run the Firestore emulator: firebase-tools needs Java 21 or newer
 * for it (Debian 12 ships 17, where only the Auth and Hosting emulators run). Shared by
 * `npm start`/the end-to-end server and the security-rules tests.
 */
import { spawnSync } from 'node:child_process';

export const FIRESTORE_EMULATOR_MIN_JAVA = 21;

/** The major version in `java -version` output ("17.0.15" → 17, "1.8.0_392" → 8). */
export function javaMajorVersion(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

export type FirestoreEmulatorSupport = { ok: true } | { ok: false; reason: string };

export function firestoreEmulatorSupport(env: NodeJS.ProcessEnv = process.env): FirestoreEmulatorSupport {
  if (env.FIRESTORE_EMULATOR === 'off') return { ok: false, reason: 'FIRESTORE_EMULATOR=off' };
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) return { ok: false, reason: 'no Java runtime found' };
  const version = javaMajorVersion(`${java.stderr}${java.stdout}`);
  if (version === undefined) return { ok: false, reason: 'could not read the Java version' };
  if (version < FIRESTORE_EMULATOR_MIN_JAVA) {
    return {
      ok: false,
      reason: `it needs Java ${FIRESTORE_EMULATOR_MIN_JAVA}+ and this machine has Java ${version}`,
    };
  }
  return { ok: true };
}
