import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// This file tests the real module; Firestore underneath is replaced.
vi.unmock('@/firebase/users');
vi.mock('./firestore', () => ({ getDb: vi.fn() }));

const { getDb } = await import('./firestore');
const { changeSavedClass, createUserRecord, deleteUserRecord, knownSlotIds, readSavedClasses } = await import(
  './users'
);
const { FIREBASE_REQUEST_TIMEOUT_MS } = await import('./with-timeout');

const firestoreError = (code: string) => Object.assign(new Error(`Request failed (${code})`), { code });
const snapshot = (data: Record<string, unknown> | undefined) => ({
  data: () => data,
  exists: () => data !== undefined,
});
const never = () => new Promise<never>(() => {});
const fitness = { slotId: 'monday-0900-fitness', isSaved: true };

const sdk = {
  doc: vi.fn((_db: unknown, ...segments: string[]) => segments.join('/')),
  setDoc: vi.fn(),
  getDoc: vi.fn(),
  updateDoc: vi.fn(),
  deleteDoc: vi.fn(),
  // Firestore's own sentinels, as plain markers a test can compare.
  arrayUnion: (...ids: unknown[]) => ({ arrayUnion: ids }),
  arrayRemove: (...ids: unknown[]) => ({ arrayRemove: ids }),
};

beforeEach(() => {
  vi.mocked(getDb)
    .mockReset()
    .mockResolvedValue({ db: {}, sdk } as never);
  sdk.doc.mockClear();
  for (const call of [sdk.setDoc, sdk.getDoc, sdk.updateDoc, sdk.deleteDoc])
    call.mockReset().mockResolvedValue(undefined);
});

describe('createUserRecord', () => {
  it('sets users/{uid} to exactly { savedShows: [] }', async () => {
    await createUserRecord('uid-42');
    expect(sdk.setDoc).toHaveBeenCalledTimes(1);
    expect(sdk.setDoc).toHaveBeenCalledWith('users/uid-42', { savedShows: [] });
  });
});

describe('readSavedClasses', () => {
  it('reads the saved slot ids of users/{uid}', async () => {
    sdk.getDoc.mockResolvedValue(snapshot({ savedShows: ['monday-0900-fitness', 'sunday-1800-cycling'] }));
    await expect(readSavedClasses('uid-42')).resolves.toEqual({
      ok: true,
      savedIds: ['monday-0900-fitness', 'sunday-1800-cycling'],
      hasRecord: true,
    });
    expect(sdk.getDoc).toHaveBeenCalledWith('users/uid-42');
  });

  it('reads a missing document as no classes saved, and says it is missing', async () => {
    sdk.getDoc.mockResolvedValue(snapshot(undefined));
    await expect(readSavedClasses('uid-42')).resolves.toEqual({ ok: true, savedIds: [], hasRecord: false });
  });

  it('drops ids the timetable no longer has', async () => {
    sdk.getDoc.mockResolvedValue(snapshot({ savedShows: ['tuesday-1800-mma', 'monday-0900-fitness'] }));
    await expect(readSavedClasses('uid-42')).resolves.toEqual({
      ok: true,
      savedIds: ['monday-0900-fitness'],
      hasRecord: true,
    });
  });

  it('reports a refused read', async () => {
    sdk.getDoc.mockRejectedValue(firestoreError('permission-denied'));
    await expect(readSavedClasses('uid-42')).resolves.toEqual({ ok: false, reason: 'rejected' });
  });
});

describe('knownSlotIds', () => {
  it('keeps timetable ids once each, in stored order, and nothing else', () => {
    expect(knownSlotIds(['sunday-1800-cycling', 7, null, 'sunday-1800-cycling', 'monday-0900-fitness'])).toEqual([
      'sunday-1800-cycling',
      'monday-0900-fitness',
    ]);
  });

  it('reads anything but a list as empty', () => {
    for (const stored of [undefined, null, 'monday-0900-fitness', { 0: 'monday-0900-fitness' }]) {
      expect(knownSlotIds(stored)).toEqual([]);
    }
  });
});

describe('changeSavedClass', () => {
  /** The write that adds Fitness to the stored list, whatever else it holds. */
  const addFitness = { savedShows: { arrayUnion: ['monday-0900-fitness'] } };
  /** Creates the document as exactly `{ savedShows: [] }` if missing, else changes nothing. */
  const createIfMissing = [{ savedShows: { arrayUnion: [] } }, { merge: true }];

  it('adds the class to the stored list (arrayUnion), not the whole list', async () => {
    await expect(changeSavedClass('uid-42', fitness)).resolves.toEqual({ ok: true });
    expect(sdk.updateDoc).toHaveBeenCalledExactlyOnceWith('users/uid-42', addFitness);
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });

  it('removes the class from the stored list (arrayRemove)', async () => {
    await expect(changeSavedClass('uid-42', { slotId: 'friday-1800-workout', isSaved: false })).resolves.toEqual({
      ok: true,
    });
    expect(sdk.updateDoc).toHaveBeenCalledExactlyOnceWith('users/uid-42', {
      savedShows: { arrayRemove: ['friday-1800-workout'] },
    });
  });

  it('creates the document a read found missing as sign-up does, without wiping one made meanwhile, then updates it', async () => {
    await expect(changeSavedClass('uid-42', fitness, { hasRecord: false })).resolves.toEqual({ ok: true });
    expect(sdk.setDoc).toHaveBeenCalledExactlyOnceWith('users/uid-42', ...createIfMissing);
    expect(sdk.updateDoc).toHaveBeenCalledExactlyOnceWith('users/uid-42', addFitness);
    expect(sdk.setDoc.mock.invocationCallOrder[0]).toBeLessThan(sdk.updateDoc.mock.invocationCallOrder[0] ?? 0);
  });

  it('waits for the sign-up write still on its way, so it cannot replace the saved list', async () => {
    vi.useFakeTimers();
    try {
      let finishSignUpWrite!: () => void;
      sdk.setDoc.mockImplementationOnce(() => new Promise<void>((resolve) => (finishSignUpWrite = resolve)));
      const creation = createUserRecord('uid-42');
      const saving = changeSavedClass('uid-42', fitness);
      // However long the sign-up write takes within the save's bound, the save writes nothing
      // meanwhile: every step it could take in that time (awaits, timers) has run by now.
      await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
      expect(sdk.updateDoc).not.toHaveBeenCalled();
      finishSignUpWrite();
      await creation;
      await expect(saving).resolves.toEqual({ ok: true });
      expect(sdk.updateDoc).toHaveBeenCalledWith('users/uid-42', addFitness);
    } finally {
      vi.useRealTimers();
    }
  });

  it('creates a document found missing only on update (deleted meanwhile), then updates it', async () => {
    sdk.updateDoc.mockRejectedValueOnce(firestoreError('not-found'));
    await expect(changeSavedClass('uid-42', fitness)).resolves.toEqual({ ok: true });
    expect(sdk.setDoc).toHaveBeenCalledWith('users/uid-42', ...createIfMissing);
    expect(sdk.updateDoc).toHaveBeenCalledTimes(2);
    expect(sdk.updateDoc).toHaveBeenLastCalledWith('users/uid-42', addFitness);
    expect(sdk.setDoc.mock.invocationCallOrder[0]).toBeLessThan(sdk.updateDoc.mock.invocationCallOrder[1] ?? 0);
  });

  it('reports a failed creation without trying the update again', async () => {
    sdk.updateDoc.mockRejectedValueOnce(firestoreError('not-found'));
    sdk.setDoc.mockRejectedValue(firestoreError('permission-denied'));
    await expect(changeSavedClass('uid-42', fitness)).resolves.toEqual({ ok: false, reason: 'rejected' });
    expect(sdk.updateDoc).toHaveBeenCalledTimes(1);
  });

  it('reports a refused change (an id the rules do not know) as rejected, creating nothing', async () => {
    sdk.updateDoc.mockRejectedValue(firestoreError('permission-denied'));
    sdk.getDoc.mockResolvedValue(snapshot({ savedShows: ['friday-1800-workout'] }));
    await expect(changeSavedClass('uid-42', { slotId: 'monday-0900-zumba', isSaved: true })).resolves.toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(sdk.updateDoc).toHaveBeenCalledTimes(1);
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });

  it('takes out stored ids the timetable no longer has when the rules refuse the change for them, then changes', async () => {
    sdk.updateDoc.mockRejectedValueOnce(firestoreError('permission-denied'));
    sdk.getDoc.mockResolvedValue(snapshot({ savedShows: ['tuesday-1800-mma', 'friday-1800-workout'] }));
    await expect(changeSavedClass('uid-42', fitness)).resolves.toEqual({ ok: true });
    expect(sdk.updateDoc.mock.calls).toEqual([
      ['users/uid-42', addFitness],
      ['users/uid-42', { savedShows: { arrayRemove: ['tuesday-1800-mma'] } }],
      ['users/uid-42', addFitness],
    ]);
  });

  it('reports no network when Firestore itself cannot load', async () => {
    vi.mocked(getDb).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await expect(changeSavedClass('uid-42', fitness)).resolves.toEqual({ ok: false, reason: 'network' });
  });
});

describe('deleteUserRecord', () => {
  it('deletes users/{uid}', async () => {
    await expect(deleteUserRecord('uid-42')).resolves.toEqual({ ok: true });
    expect(sdk.deleteDoc).toHaveBeenCalledWith('users/uid-42');
  });

  it('reports a service error as unavailable', async () => {
    sdk.deleteDoc.mockRejectedValue(firestoreError('internal'));
    await expect(deleteUserRecord('uid-42')).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('a Firestore that never answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function settlesAfterTheBound<T>(call: Promise<T>): Promise<ReturnType<typeof vi.fn>> {
    const settled = vi.fn();
    const running = call.then(settled);
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await running;
    return settled;
  }

  it.each([
    ['reading', () => sdk.getDoc.mockImplementation(never), () => readSavedClasses('uid-42')],
    ['saving', () => sdk.updateDoc.mockImplementation(never), () => changeSavedClass('uid-42', fitness)],
    ['deleting', () => sdk.deleteDoc.mockImplementation(never), () => deleteUserRecord('uid-42')],
  ])('ends %s as "unavailable" after 15 s, not before', async (_case, hang, call) => {
    hang();
    expect(await settlesAfterTheBound(call())).toHaveBeenCalledWith(
      expect.objectContaining({ ok: false, reason: 'unavailable' }),
    );
  });

  it('says a delete past the bound got no answer: it may still take effect', async () => {
    sdk.deleteDoc.mockImplementation(never);
    expect(await settlesAfterTheBound(deleteUserRecord('uid-42'))).toHaveBeenCalledWith({
      ok: false,
      reason: 'unavailable',
      isUnanswered: true,
    });
  });

  it('bounds the create-then-update of a missing document as one call', async () => {
    sdk.updateDoc.mockRejectedValueOnce(firestoreError('not-found')).mockImplementation(never);
    expect(await settlesAfterTheBound(changeSavedClass('uid-42', fitness))).toHaveBeenCalledWith(
      expect.objectContaining({ ok: false, reason: 'unavailable' }),
    );
    expect(sdk.setDoc).toHaveBeenCalledTimes(1);
  });

  it('hands back the write itself after the bound: it may still land, and says when it has ended', async () => {
    let land!: () => void;
    sdk.updateDoc.mockImplementation(() => new Promise<void>((resolve) => (land = resolve)));
    const result = changeSavedClass('uid-42', fitness);
    await vi.advanceTimersByTimeAsync(FIREBASE_REQUEST_TIMEOUT_MS);
    const answer = await result;
    expect(answer).toMatchObject({ ok: false, reason: 'unavailable', late: expect.any(Promise) });
    const ended = vi.fn();
    void (answer.ok ? undefined : answer.late)?.then(ended);
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).not.toHaveBeenCalled();
    land();
    await vi.waitFor(() => expect(ended).toHaveBeenCalled());
  });
});
