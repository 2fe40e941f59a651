import { describe, expect, it } from 'vitest';
import { firestoreEmulatorSupport, javaMajorVersion } from './firestore-emulator';

describe('javaMajorVersion', () => {
  it('reads the major version of modern and legacy Java', () => {
    expect(javaMajorVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajorVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajorVersion('java version "1.8.0_392"')).toBe(8);
    expect(javaMajorVersion('no java here')).toBeUndefined();
  });
});

describe('firestoreEmulatorSupport', () => {
  it('can be switched off', () => {
    expect(firestoreEmulatorSupport({ FIRESTORE_EMULATOR: 'off' })).toEqual({
      ok: false,
      reason: 'FIRESTORE_EMULATOR=off',
    });
  });
});
