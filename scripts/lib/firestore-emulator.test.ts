import { describe, expect, it } from 'vitest';
import { firestoreEmulatorRuntime, javaMajorVersion } from './firestore-emulator';

describe('javaMajorVersion', () => {
  it('reads the major version of modern and legacy Java', () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('no java here')).toBeUndefined();
  });
});

describe('firestoreEmulatorRuntime', () => {
  it('can be switched off', () => {
    expect(firestoreEmulatorRuntime({ FIRESTORE_EMULATOR: 'off' })).toEqual({
      ok: false,
      reason: 'FIRESTORE_EMULATOR=off',
    });
  });

  it('says which Java versions it found when none is recent enough', () => {
    const runtime = firestoreEmulatorRuntime({ PATH: '', JAVA_HOME: '/nowhere' }, '/tmp/unused');
    if (runtime.ok) {
      // This machine has a Java 21+ under /usr/lib/jvm: then that is what it found.
      expect(runtime.javaVersion).toBeGreaterThanOrEqual(21);
      expect(runtime.env.PATH?.startsWith(`${runtime.java.replace(/\/java$/, '')}`)).toBe(true);
    } else {
      expect(runtime.reason).toMatch(/^(it needs Java 21\+ and this machine has Java [\d, ]+|no Java runtime found)$/);
    }
  });
});
