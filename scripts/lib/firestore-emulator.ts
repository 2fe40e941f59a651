/**
 * Whether this machine can run the Firestore emulator: firebase-tools needs Java 21 or newer
 * for it (Debian 12's default is 17), found on PATH or among the installed JDKs. Shared by
 * `npm start`/the end-to-end server and the security-rules tests.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, delimiter, dirname, join, resolve } from 'node:path';

const FIRESTORE_EMULATOR_MIN_JAVA = 21;

/** The major version in `java -version` output ("17.0.15" → 17, "1.8.0_392" → 8). */
export function javaMajorVersion(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** Where Debian (and most Linux packages of a JDK) put JDKs besides the one on PATH. */
const JDK_ROOT = '/usr/lib/jvm';

/**
 * The Google Cloud SDK ships the same emulator as a jar. firebase-tools downloads its own copy
 * (which needs the internet); where the SDK's copy is on the machine, it is used instead.
 */
const CLOUD_SDK_EMULATOR_JARS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

/** firebase-tools runs the emulator at this path instead of downloading one. */
const BINARY_PATH_ENV = 'FIRESTORE_EMULATOR_BINARY_PATH';

/** The directory of the `java` found on PATH (where its JDK's `jar` tool sits too). */
function javaBinOnPath(env: NodeJS.ProcessEnv): string {
  const found = (env.PATH ?? '').split(delimiter).find((dir) => dir && existsSync(join(dir, 'java')));
  return found ?? '';
}

function javaVersionOf(java: string): number | undefined {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  return result.error ? undefined : javaMajorVersion(`${result.stderr}${result.stdout}`);
}

/** `java` on PATH first, then $JAVA_HOME's, then every JDK under /usr/lib/jvm, newest last read. */
function javaCandidates(env: NodeJS.ProcessEnv): string[] {
  const installed = existsSync(JDK_ROOT)
    ? readdirSync(JDK_ROOT).map((name) => join(JDK_ROOT, name, 'bin', 'java'))
    : [];
  const fromHome = env.JAVA_HOME ? [join(env.JAVA_HOME, 'bin', 'java')] : [];
  return ['java', ...fromHome, ...installed.filter((java) => existsSync(java))];
}

/** The Cloud SDK's jar has no Main-Class (its own script names the class to run). */
const EMULATOR_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/**
 * The emulator for firebase-tools to run when it has not downloaded its own: the Cloud SDK's
 * jar, copied into the project's cache (firebase-tools makes the file it is given executable,
 * which only its owner may do), behind a launcher jar whose manifest names the class to run,
 * because firebase-tools starts it with `java -jar`. The launcher is made with the JDK's `jar`.
 */
function localEmulatorJar(env: NodeJS.ProcessEnv, javaBin: string, cacheDir: string): string | undefined {
  if (env[BINARY_PATH_ENV]) return env[BINARY_PATH_ENV];
  const downloaded = join(homedir(), '.cache', 'firebase', 'emulators');
  if (existsSync(downloaded) && readdirSync(downloaded).some((name) => name.startsWith('cloud-firestore-emulator'))) {
    return undefined;
  }
  const sdkJar = CLOUD_SDK_EMULATOR_JARS.find((jar) => existsSync(jar));
  const jarTool = join(javaBin, 'jar');
  if (!sdkJar || !existsSync(jarTool)) return undefined;
  const copy = join(cacheDir, 'cloud-firestore-emulator.jar');
  const launcher = join(cacheDir, 'launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(join(cacheDir, 'launcher'), { recursive: true });
    copyFileSync(sdkJar, copy);
    const manifest = join(cacheDir, 'launcher.mf');
    writeFileSync(manifest, `Main-Class: ${EMULATOR_MAIN_CLASS}\nClass-Path: ${basename(copy)}\n`);
    const made = spawnSync(jarTool, [
      '--create',
      '--file',
      launcher,
      '--manifest',
      manifest,
      '-C',
      join(cacheDir, 'launcher'),
      '.',
    ]);
    if (made.status !== 0) return undefined;
  }
  return launcher;
}

type FirestoreEmulatorRuntime =
  | { ok: true; env: NodeJS.ProcessEnv; java: string; javaVersion: number }
  | { ok: false; reason: string };

/**
 * What the security-rules tests need to start the Firestore emulator on this machine: a Java
 * runtime of version 21 or newer, found on PATH or among the installed JDKs (a machine can have
 * one that is not the default), and the emulator itself, firebase-tools' download or the Cloud
 * SDK's copy. Returns the environment to start firebase-tools with.
 */
export function firestoreEmulatorRuntime(
  env: NodeJS.ProcessEnv = process.env,
  cacheDir = resolve(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'firestore-emulator'),
): FirestoreEmulatorRuntime {
  if (env.FIRESTORE_EMULATOR === 'off') return { ok: false, reason: 'FIRESTORE_EMULATOR=off' };
  const versions = javaCandidates(env).map((java) => ({ java, version: javaVersionOf(java) }));
  const usable = versions.find(({ version }) => (version ?? 0) >= FIRESTORE_EMULATOR_MIN_JAVA);
  if (!usable?.version) {
    const found = versions.flatMap(({ version }) => (version ? [version] : []));
    return {
      ok: false,
      reason:
        found.length > 0
          ? `it needs Java ${FIRESTORE_EMULATOR_MIN_JAVA}+ and this machine has Java ${found.join(', ')}`
          : 'no Java runtime found',
    };
  }
  const javaDir = usable.java === 'java' ? undefined : dirname(usable.java);
  const jar = localEmulatorJar(env, javaDir ?? javaBinOnPath(env), cacheDir);
  return {
    ok: true,
    java: usable.java,
    javaVersion: usable.version,
    env: {
      ...env,
      ...(javaDir ? { PATH: `${javaDir}${delimiter}${env.PATH ?? ''}`, JAVA_HOME: dirname(javaDir) } : {}),
      ...(jar ? { [BINARY_PATH_ENV]: jar } : {}),
    },
  };
}
