/**
 * The current timetable changes as the desk knows them: read once per desk visit (the first
 * part of the desk that needs them starts the read; the list of changes, the inbox's and the
 * overview's cancelled-trial marks all share it), then kept up to date by the desk's own posts,
 * edits and withdrawals, so a mark appears as soon as staff cancel a session. Once no part of the
 * desk uses it (the staff member left or signed out), the next visit reads afresh.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import type { TimetableChange } from '@/timetable/timetable-changes';

export type CurrentChanges =
  | { status: 'loading' }
  | { status: 'failed'; reason: FirestoreFailure }
  | { status: 'ready'; changes: readonly TimetableChange[] };

let state: CurrentChanges = { status: 'loading' };
let users = 0;
/** Ignores the answer of a read made for an earlier visit, or replaced by a retry. */
let generation = 0;
let reading: AbortController | undefined;
const listeners = new Set<() => void>();

function set(next: CurrentChanges) {
  state = next;
  for (const listener of listeners) listener();
}

function read() {
  generation += 1;
  const mine = generation;
  reading?.abort();
  reading = new AbortController();
  const { signal } = reading;
  set({ status: 'loading' });
  import('@/firebase/desk-timetable-changes')
    .then((module) => module.readCurrentChanges(signal))
    .catch(() => ({ ok: false as const, reason: 'network' as const }))
    .then((result) => {
      if (mine !== generation) return;
      set(result.ok ? { status: 'ready', changes: result.value } : { status: 'failed', reason: result.reason });
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const byEnd = (a: TimetableChange, b: TimetableChange) => a.endsAt.getTime() - b.endsAt.getTime();

/** The desk's own write, laid over what was read: a new or edited change in its place, by its end. */
export function putChange(change: TimetableChange) {
  if (state.status !== 'ready') return;
  set({ status: 'ready', changes: [...state.changes.filter((item) => item.id !== change.id), change].sort(byEnd) });
}

export function dropChange(id: string) {
  if (state.status !== 'ready') return;
  set({ status: 'ready', changes: state.changes.filter((item) => item.id !== id) });
}

/** The current changes for a part of the desk; the first user of a visit starts the read. */
export function useCurrentChanges(): { state: CurrentChanges; retry: () => void } {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    users += 1;
    if (users === 1) read();
    return () => {
      users -= 1;
      if (users > 0) return;
      // The visit is over: a read still on its way is not sent (or its answer ignored).
      generation += 1;
      reading?.abort();
      state = { status: 'loading' };
    };
  }, []);
  return { state: current, retry: useCallback(read, []) };
}

/** The current changes, or none while they load or when they could not be read (nothing is marked then). */
export function useKnownChanges(): readonly TimetableChange[] {
  const { state: current } = useCurrentChanges();
  return current.status === 'ready' ? current.changes : [];
}
