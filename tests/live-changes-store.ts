/**
 * Stands in for '@/live-timetable/use-timetable-changes' in component tests (issue 29):
 * `vi.mock('@/live-timetable/use-timetable-changes', () => import('<path>/tests/live-changes-store'))`.
 * The page's changes start unknown (as before the read answers) and a test makes them arrive
 * with `liveChanges.arrive(…)`, re-rendering every part that reads them.
 */
import { useSyncExternalStore } from 'react';
import type { TimetableChange } from '@/timetable/timetable-changes';

let current: readonly TimetableChange[] | undefined;
const listeners = new Set<() => void>();

export const liveChanges = {
  /** The read answered with `changes` ([] for none, or for a failed read). */
  arrive(changes: readonly TimetableChange[]) {
    current = changes;
    for (const listener of listeners) listener();
  },
  /** Back to unknown, before each test. */
  reset() {
    current = undefined;
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;

export function useTimetableChanges(): readonly TimetableChange[] | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
