import { describe, expect, it, vi } from 'vitest';
import type { SavedShowsResult, UserRecordResult } from '@/firebase/users';
import { createSavedClassesStore } from './saved-classes-store';

const MONDAY = 'monday-0900-fitness';
const TUESDAY = 'tuesday-0900-boxing';
const FRIDAY = 'friday-1600-meditation';

/** A request the test answers when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function storeWith(stored: string[] = []) {
  const reads: ReturnType<typeof deferred<SavedShowsResult>>[] = [];
  const writes: { ids: readonly string[]; answer: ReturnType<typeof deferred<UserRecordResult>> }[] = [];
  const backend = {
    read: vi.fn(() => {
      const answer = deferred<SavedShowsResult>();
      reads.push(answer);
      return answer.promise;
    }),
    save: vi.fn((_uid: string, ids: readonly string[], _options: { hasRecord: boolean }) => {
      const answer = deferred<UserRecordResult>();
      writes.push({ ids, answer });
      return answer.promise;
    }),
  };
  const store = createSavedClassesStore(backend);
  const readStored = async () => {
    reads.at(-1)?.resolve({ ok: true, savedShows: stored, hasRecord: true });
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
  };
  return { store, backend, reads, writes, readStored };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('saved classes store', () => {
  it('reads a signed-in member’s list once, and shows it', async () => {
    const { store, backend, readStored } = storeWith([FRIDAY]);
    expect(store.getState().status).toBe('unknown');
    store.follow({ uid: 'u1' });
    expect(store.getState().status).toBe('loading');
    await readStored();
    expect(store.getState().savedIds).toEqual([FRIDAY]);
    store.follow({ uid: 'u1' });
    expect(backend.read).toHaveBeenCalledTimes(1);
  });

  it('shows a save at once, writes the whole list, and says it is saved once written', async () => {
    const { store, writes, readStored } = storeWith([FRIDAY]);
    store.follow({ uid: 'u1' });
    await readStored();
    store.setSaved(MONDAY, true);
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
    expect(store.getState().notice).toBeNull();
    expect(writes.map((write) => write.ids)).toEqual([[FRIDAY, MONDAY]]);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    expect(store.getState().notice).toMatchObject({ kind: 'saved', slotId: MONDAY });
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
  });

  it('takes a failed save back and says why', async () => {
    const { store, writes, readStored } = storeWith([FRIDAY]);
    store.follow({ uid: 'u1' });
    await readStored();
    store.setSaved(MONDAY, true);
    writes[0]?.answer.resolve({ ok: false, reason: 'unavailable' });
    await settle();
    expect(store.getState().savedIds).toEqual([FRIDAY]);
    expect(store.getState().notice).toMatchObject({ kind: 'save-failed', slotId: MONDAY, reason: 'unavailable' });
  });

  it('puts a removed class back when its removal fails', async () => {
    const { store, writes, readStored } = storeWith([FRIDAY, MONDAY]);
    store.follow({ uid: 'u1' });
    await readStored();
    store.setSaved(FRIDAY, false);
    expect(store.getState().savedIds).toEqual([MONDAY]);
    writes[0]?.answer.resolve({ ok: false, reason: 'network' });
    await settle();
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
    expect(store.getState().notice).toMatchObject({ kind: 'remove-failed', slotId: FRIDAY, reason: 'network' });
  });

  it('writes one list at a time: changes made meanwhile go in the next write', async () => {
    const { store, writes, readStored } = storeWith();
    store.follow({ uid: 'u1' });
    await readStored();
    store.setSaved(MONDAY, true);
    store.setSaved(TUESDAY, true);
    store.setSaved(FRIDAY, true);
    expect(writes).toHaveLength(1);
    expect(store.getState().savedIds).toEqual([MONDAY, TUESDAY, FRIDAY]);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    expect(writes.map((write) => write.ids)).toEqual([[MONDAY], [MONDAY, TUESDAY, FRIDAY]]);
  });

  it('keeps the writes that succeeded when a later one fails', async () => {
    const { store, writes, readStored } = storeWith();
    store.follow({ uid: 'u1' });
    await readStored();
    store.setSaved(MONDAY, true);
    store.setSaved(TUESDAY, true);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    writes[1]?.answer.resolve({ ok: false, reason: 'rejected' });
    await settle();
    expect(store.getState().savedIds).toEqual([MONDAY]);
    expect(store.getState().notice).toMatchObject({ kind: 'save-failed', slotId: TUESDAY });
  });

  it('saves a class pressed while the list loads, after it has loaded', async () => {
    const { store, writes, readStored } = storeWith([FRIDAY]);
    store.follow({ uid: 'u1' });
    store.setSaved(MONDAY, true);
    expect(store.getState().savedIds).toEqual([MONDAY]);
    expect(writes).toHaveLength(0);
    await readStored();
    expect(writes.map((write) => write.ids)).toEqual([[FRIDAY, MONDAY]]);
  });

  it('says when the list cannot be read, and reads it again on retry or on the next Save', async () => {
    const { store, backend, reads, readStored } = storeWith([FRIDAY]);
    store.follow({ uid: 'u1' });
    reads[0]?.resolve({ ok: false, reason: 'network' });
    await vi.waitFor(() => expect(store.getState().status).toBe('failed'));
    expect(store.getState().notice).toMatchObject({ kind: 'load-failed', reason: 'network' });
    store.retry();
    expect(backend.read).toHaveBeenCalledTimes(2);
    reads[1]?.resolve({ ok: false, reason: 'unavailable' });
    await vi.waitFor(() => expect(backend.read).toHaveBeenCalledTimes(2));
    await settle();
    store.setSaved(MONDAY, true);
    expect(backend.read).toHaveBeenCalledTimes(3);
    await readStored();
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
  });

  it('asks for a sign-in when a signed-out visitor presses Save, and saves nothing', () => {
    const { store, backend } = storeWith();
    store.follow(null);
    store.setSaved(MONDAY, true);
    expect(store.getState()).toMatchObject({ status: 'signed-out', signInNeededFor: MONDAY, savedIds: [] });
    store.signInHandled();
    expect(store.getState().signInNeededFor).toBeNull();
    expect(backend.save).not.toHaveBeenCalled();
  });

  it('asks for a sign-in for a Save pressed before the session was known to be signed out', () => {
    const { store } = storeWith();
    store.setSaved(MONDAY, true);
    store.follow(null);
    expect(store.getState()).toMatchObject({ signInNeededFor: MONDAY, savedIds: [] });
  });

  it('forgets a member who signs out, and ignores answers meant for them', async () => {
    const { store, reads, writes, readStored } = storeWith([FRIDAY]);
    store.follow({ uid: 'u1' });
    await readStored();
    store.setSaved(MONDAY, true);
    store.follow(null);
    expect(store.getState().savedIds).toEqual([]);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    expect(store.getState()).toMatchObject({ status: 'signed-out', savedIds: [], notice: null });

    store.follow({ uid: 'u2' });
    expect(reads).toHaveLength(2);
  });
});
