/**
 * The one fake of the live timetable changes for unit and component tests: valid change records
 * (`fakeChange`), and the page's one read of them, which a test makes arrive as a visitor's page
 * would get it. A component test puts the read in place with
 * `vi.mock('@/live-timetable/use-timetable-changes', () => import('<path>/tests/fake-timetable-changes'))`:
 * the changes then start unknown (as before the read answers) and `liveChanges.arrive(…)`
 * re-renders every part that reads them.
 */
import { useSyncExternalStore } from 'react';
import {
  type ChangeNote,
  changeEndsAt,
  type TimetableChange,
  type TimetableChangeFields,
} from '@/timetable/timetable-changes';

let nextId = 0;

/** A change as staff would have stored it, around the given fields, with its endsAt. */
export function fakeChange(
  fields: TimetableChangeFields,
  record: { updatedAt?: Date; note?: ChangeNote; id?: string } = {},
): TimetableChange {
  nextId += 1;
  const updatedAt = record.updatedAt ?? new Date('2026-11-20T10:00:00Z');
  return {
    ...fields,
    id: record.id ?? `change-${nextId}`,
    createdAt: updatedAt,
    updatedAt,
    endsAt: changeEndsAt(fields),
    ...(record.note ? { note: record.note } : {}),
  } as TimetableChange;
}

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

/** Stands in for the hook of the same name: the changes as the page knows them so far. */
export function useTimetableChanges(): readonly TimetableChange[] | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
