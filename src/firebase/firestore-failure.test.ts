import { describe, expect, it } from 'vitest';
import { firestoreFailure } from './firestore-failure';
import { RequestTimeoutError } from './with-timeout';

const firestoreError = (code: string) => Object.assign(new Error(`Request failed (${code})`), { code });

describe('firestoreFailure', () => {
  it('says network whenever the browser is offline', () => {
    expect(firestoreFailure(firestoreError('unavailable'), false)).toBe('network');
    expect(firestoreFailure(firestoreError('unavailable'), true)).toBe('unavailable');
  });

  it('calls a request that outlived its bound unavailable (online) or network (offline)', () => {
    expect(firestoreFailure(new RequestTimeoutError(15_000), true)).toBe('unavailable');
    expect(firestoreFailure(new RequestTimeoutError(15_000), false)).toBe('network');
  });

  it.each([
    ['permission-denied', 'rejected'],
    ['unauthenticated', 'rejected'],
    ['deadline-exceeded', 'unavailable'],
    ['unknown', 'network'],
  ])('reads %s as %s', (code, failure) => {
    expect(firestoreFailure(firestoreError(code), true)).toBe(failure);
  });

  it('reads an error without a code (the SDK did not download) as network', () => {
    expect(firestoreFailure(new TypeError('Failed to fetch dynamically imported module'), true)).toBe('network');
  });
});
