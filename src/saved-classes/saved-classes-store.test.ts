import { describe, expect, it, vi } from 'vitest';
import type { SavedClassChange, SavedClassChangeResult, SavedClassesResult } from '@/firebase/users';
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
  const reads: ReturnType<typeof deferred<SavedClassesResult>>[] = [];
  const writes: { change: SavedClassChange; answer: ReturnType<typeof deferred<SavedClassChangeResult>> }[] = [];
  const backend = {
    read: vi.fn(() => {
      const answer = deferred<SavedClassesResult>();
      reads.push(answer);
      return answer.promise;
    }),
    change: vi.fn((_uid: string, change: SavedClassChange, _options: { hasRecord: boolean }) => {
      const answer = deferred<SavedClassChangeResult>();
      writes.push({ change, answer });
      return answer.promise;
    }),
    announce: vi.fn(),
  };
  const store = createSavedClassesStore(backend);
  const readStored = async () => {
    reads.at(-1)?.resolve({ ok: true, savedIds: stored, hasRecord: true });
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
  };
  /** A signed-in member whose list has been read. */
  const followed = async () => {
    store.follow({ uid: 'u1' });
    await readStored();
  };
  return { store, backend, reads, writes, readStored, followed };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));
const saving = (slotId: string): SavedClassChange => ({ slotId, isSaved: true });
const removing = (slotId: string): SavedClassChange => ({ slotId, isSaved: false });

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

  it('shows a save at once, writes that class alone, and says it is saved once written', async () => {
    const { store, backend, writes, followed } = storeWith([FRIDAY]);
    await followed();
    store.setSaved(MONDAY, true);
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
    expect(store.getState().notice).toBeNull();
    expect(writes.map((write) => write.change)).toEqual([saving(MONDAY)]);
    expect(backend.change).toHaveBeenCalledWith('u1', saving(MONDAY), { hasRecord: true });
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    expect(store.getState().notice).toMatchObject({ kind: 'saved', slotId: MONDAY });
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
  });

  it('tells the member’s other tabs of each change written, and of no failed one', async () => {
    const { store, backend, writes, followed } = storeWith();
    await followed();
    store.setSaved(MONDAY, true);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    expect(backend.announce).toHaveBeenCalledExactlyOnceWith('u1');
    store.setSaved(TUESDAY, true);
    writes[1]?.answer.resolve({ ok: false, reason: 'rejected' });
    await settle();
    expect(backend.announce).toHaveBeenCalledTimes(1);
  });

  it('takes a failed save back and says why', async () => {
    const { store, writes, followed } = storeWith([FRIDAY]);
    await followed();
    store.setSaved(MONDAY, true);
    writes[0]?.answer.resolve({ ok: false, reason: 'unavailable' });
    await settle();
    expect(store.getState().savedIds).toEqual([FRIDAY]);
    expect(store.getState().notice).toMatchObject({ kind: 'save-failed', slotId: MONDAY, reason: 'unavailable' });
  });

  it('puts a removed class back when its removal fails', async () => {
    const { store, writes, followed } = storeWith([FRIDAY, MONDAY]);
    await followed();
    store.setSaved(FRIDAY, false);
    expect(store.getState().savedIds).toEqual([MONDAY]);
    expect(writes.map((write) => write.change)).toEqual([removing(FRIDAY)]);
    writes[0]?.answer.resolve({ ok: false, reason: 'network' });
    await settle();
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
    expect(store.getState().notice).toMatchObject({ kind: 'remove-failed', slotId: FRIDAY, reason: 'network' });
  });

  it('writes one change at a time, in order; a class pressed again before its write counts once', async () => {
    const { store, writes, followed } = storeWith();
    await followed();
    store.setSaved(MONDAY, true);
    store.setSaved(TUESDAY, true);
    store.setSaved(FRIDAY, true);
    store.setSaved(TUESDAY, false);
    store.setSaved(TUESDAY, true);
    expect(writes).toHaveLength(1);
    expect(store.getState().savedIds).toEqual([MONDAY, FRIDAY, TUESDAY]);
    for (const index of [0, 1, 2]) {
      writes[index]?.answer.resolve({ ok: true });
      await settle();
    }
    expect(writes.map((write) => write.change)).toEqual([saving(MONDAY), saving(FRIDAY), saving(TUESDAY)]);
    expect(store.getState().savedIds).toEqual([MONDAY, FRIDAY, TUESDAY]);
  });

  it('keeps the writes that succeeded when a later one fails', async () => {
    const { store, writes, followed } = storeWith();
    await followed();
    store.setSaved(MONDAY, true);
    store.setSaved(TUESDAY, true);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    writes[1]?.answer.resolve({ ok: false, reason: 'rejected' });
    await settle();
    expect(store.getState().savedIds).toEqual([MONDAY]);
    expect(store.getState().notice).toMatchObject({ kind: 'save-failed', slotId: TUESDAY });
  });

  it('says a change is being written from the press until its answer (the page guards leaving)', async () => {
    const { store, writes, followed } = storeWith();
    await followed();
    expect(store.getState().isWriting).toBe(false);
    store.setSaved(MONDAY, true);
    store.setSaved(TUESDAY, true);
    expect(store.getState().isWriting).toBe(true);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    expect(store.getState().isWriting).toBe(true);
    writes[1]?.answer.resolve({ ok: false, reason: 'network' });
    await settle();
    expect(store.getState().isWriting).toBe(false);
  });

  it('saves a class pressed while the list loads, after it has loaded', async () => {
    const { store, writes, readStored } = storeWith([FRIDAY]);
    store.follow({ uid: 'u1' });
    store.setSaved(MONDAY, true);
    expect(store.getState().savedIds).toEqual([MONDAY]);
    expect(store.getState().isWriting).toBe(true);
    expect(writes).toHaveLength(0);
    await readStored();
    expect(writes.map((write) => write.change)).toEqual([saving(MONDAY)]);
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
    expect(backend.change).not.toHaveBeenCalled();
  });

  it('asks for a sign-in for a Save pressed before the session was known to be signed out', () => {
    const { store } = storeWith();
    store.setSaved(MONDAY, true);
    store.follow(null);
    expect(store.getState()).toMatchObject({ signInNeededFor: MONDAY, savedIds: [] });
  });

  it('forgets a member who signs out, and ignores answers meant for them', async () => {
    const { store, reads, writes, followed } = storeWith([FRIDAY]);
    await followed();
    store.setSaved(MONDAY, true);
    store.follow(null);
    expect(store.getState().savedIds).toEqual([]);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    expect(store.getState()).toMatchObject({ status: 'signed-out', savedIds: [], notice: null, isWriting: false });

    store.follow({ uid: 'u2' });
    expect(reads).toHaveLength(2);
  });
});

describe('saved classes store, reading again', () => {
  it('shows what another tab saved, quietly: no loading state, no notice', async () => {
    const { store, backend, reads, followed } = storeWith([FRIDAY]);
    await followed();
    const seen: (readonly string[])[] = [];
    store.subscribe(() => seen.push(store.getState().savedIds));
    store.refresh('u1');
    expect(backend.read).toHaveBeenCalledTimes(2);
    expect(store.getState().status).toBe('ready');
    reads[1]?.resolve({ ok: true, savedIds: [FRIDAY, TUESDAY], hasRecord: true });
    await settle();
    expect(seen).toEqual([[FRIDAY, TUESDAY]]);
    expect(store.getState()).toMatchObject({ status: 'ready', notice: null });
  });

  it('draws nothing when the list read again is the same (the controls never blink)', async () => {
    const { store, reads, followed } = storeWith([FRIDAY]);
    await followed();
    const listener = vi.fn();
    store.subscribe(listener);
    store.refresh();
    reads[1]?.resolve({ ok: true, savedIds: [FRIDAY], hasRecord: true });
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores another tab’s message about someone else', async () => {
    const { store, backend, followed } = storeWith();
    await followed();
    store.refresh('someone-else');
    expect(backend.read).toHaveBeenCalledTimes(1);
  });

  it('keeps a change under way on top of the list read meanwhile, and never shows it undone', async () => {
    const { store, reads, writes, followed } = storeWith([FRIDAY]);
    await followed();
    store.setSaved(MONDAY, true);
    store.setSaved(FRIDAY, false);
    const seen: (readonly string[])[] = [];
    store.subscribe(() => seen.push(store.getState().savedIds));
    store.refresh();
    // Another tab saved Tuesday; this tab's two changes are not stored yet.
    reads[1]?.resolve({ ok: true, savedIds: [FRIDAY, TUESDAY], hasRecord: true });
    await settle();
    expect(store.getState().savedIds).toEqual([TUESDAY, MONDAY]);
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    writes[1]?.answer.resolve({ ok: true });
    await settle();
    expect(store.getState().savedIds).toEqual([TUESDAY, MONDAY]);
    expect(seen.every((ids) => ids.includes(MONDAY) && !ids.includes(FRIDAY))).toBe(true);
  });

  it('keeps a write that landed while the list was being read, though the answer predates it', async () => {
    const { store, reads, writes, followed } = storeWith();
    await followed();
    store.setSaved(MONDAY, true);
    store.refresh();
    writes[0]?.answer.resolve({ ok: true });
    await settle();
    reads[1]?.resolve({ ok: true, savedIds: [TUESDAY], hasRecord: true });
    await settle();
    expect(store.getState().savedIds).toEqual([TUESDAY, MONDAY]);
  });

  it('reads once more after the read under way when asked again meanwhile, not once per ask', async () => {
    const { store, backend, reads, followed } = storeWith();
    await followed();
    store.refresh();
    store.refresh();
    store.refresh();
    expect(backend.read).toHaveBeenCalledTimes(2);
    reads[1]?.resolve({ ok: true, savedIds: [], hasRecord: true });
    await settle();
    expect(backend.read).toHaveBeenCalledTimes(3);
    reads[2]?.resolve({ ok: true, savedIds: [MONDAY], hasRecord: true });
    await settle();
    expect(store.getState().savedIds).toEqual([MONDAY]);
    expect(backend.read).toHaveBeenCalledTimes(3);
  });

  it('reads again after the first read when asked while it was under way', async () => {
    const { store, backend, reads, readStored } = storeWith([FRIDAY]);
    store.follow({ uid: 'u1' });
    store.refresh('u1');
    expect(backend.read).toHaveBeenCalledTimes(1);
    await readStored();
    expect(backend.read).toHaveBeenCalledTimes(2);
    reads[1]?.resolve({ ok: true, savedIds: [FRIDAY, MONDAY], hasRecord: true });
    await settle();
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
  });

  it('keeps what it shows when the read fails, and says nothing', async () => {
    const { store, reads, followed } = storeWith([FRIDAY]);
    await followed();
    store.refresh();
    reads[1]?.resolve({ ok: false, reason: 'network' });
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', savedIds: [FRIDAY], notice: null });
  });
});

describe('saved classes store, a write with no answer in time', () => {
  /** A member whose save of Monday got no answer within the bound; `request` is the write itself. */
  async function lateSave() {
    const context = storeWith([FRIDAY]);
    await context.followed();
    context.store.setSaved(MONDAY, true);
    const request = deferred<void>();
    context.writes[0]?.answer.resolve({ ok: false, reason: 'unavailable', late: request.promise });
    await settle();
    return { ...context, request };
  }

  it('keeps the save shown, reads the list again, and says it was saved after all', async () => {
    const { store, backend, reads } = await lateSave();
    expect(backend.read).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ savedIds: [FRIDAY, MONDAY], notice: null, isWriting: true });
    reads[1]?.resolve({ ok: true, savedIds: [FRIDAY, MONDAY], hasRecord: true });
    await settle();
    expect(store.getState()).toMatchObject({ savedIds: [FRIDAY, MONDAY], isWriting: false });
    expect(store.getState().notice).toMatchObject({ kind: 'late-saved', slotId: MONDAY });
    expect(backend.announce).toHaveBeenCalledWith('u1');
  });

  it('shows it not saved when the list says so, says it may still be, and tells when it lands', async () => {
    const { store, backend, reads, request } = await lateSave();
    reads[1]?.resolve({ ok: true, savedIds: [FRIDAY], hasRecord: true });
    await settle();
    expect(store.getState()).toMatchObject({ savedIds: [FRIDAY], isWriting: false });
    expect(store.getState().notice).toMatchObject({ kind: 'save-unconfirmed', slotId: MONDAY });

    // The write lands after all: once its request ends, the list is read again.
    request.resolve();
    await settle();
    expect(backend.read).toHaveBeenCalledTimes(3);
    reads[2]?.resolve({ ok: true, savedIds: [FRIDAY, MONDAY], hasRecord: true });
    await settle();
    expect(store.getState().savedIds).toEqual([FRIDAY, MONDAY]);
    expect(store.getState().notice).toMatchObject({ kind: 'late-saved', slotId: MONDAY });
    expect(backend.announce).toHaveBeenCalledWith('u1');
  });

  it('says nothing more when the request ends without the write', async () => {
    const { store, reads, request } = await lateSave();
    reads[1]?.resolve({ ok: true, savedIds: [FRIDAY], hasRecord: true });
    await settle();
    const told = store.getState().notice;
    request.resolve();
    await settle();
    reads[2]?.resolve({ ok: true, savedIds: [FRIDAY], hasRecord: true });
    await settle();
    expect(store.getState().notice).toBe(told);
    expect(store.getState().savedIds).toEqual([FRIDAY]);
  });

  it('shows what it last knew when the list cannot be read either, and says it may still be saved', async () => {
    const { store, reads } = await lateSave();
    reads[1]?.resolve({ ok: false, reason: 'unavailable' });
    await settle();
    expect(store.getState().savedIds).toEqual([FRIDAY]);
    expect(store.getState().notice).toMatchObject({ kind: 'save-unconfirmed', slotId: MONDAY });
  });

  it('does the same for a removal', async () => {
    const { store, reads, writes, followed } = storeWith([FRIDAY]);
    await followed();
    store.setSaved(FRIDAY, false);
    writes[0]?.answer.resolve({ ok: false, reason: 'unavailable', late: new Promise(() => {}) });
    await settle();
    expect(store.getState().savedIds).toEqual([]);
    reads[1]?.resolve({ ok: true, savedIds: [], hasRecord: true });
    await settle();
    expect(store.getState().notice).toMatchObject({ kind: 'late-removed', slotId: FRIDAY });
  });

  it('ignores the late answers once the member has signed out', async () => {
    const { store, reads, request } = await lateSave();
    store.follow(null);
    reads[1]?.resolve({ ok: true, savedIds: [FRIDAY, MONDAY], hasRecord: true });
    request.resolve();
    await settle();
    expect(store.getState()).toMatchObject({ status: 'signed-out', savedIds: [], notice: null });
  });
});
