import { useMemo } from 'react';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { useTimetableChanges } from './use-timetable-changes';

/** The changes a page lays over its timetable, and the moment they are read against. */
export interface LiveChanges {
  changes: readonly TimetableChange[];
  now: Date;
}

/**
 * The page's one read of the live changes (call it once, in the page, and hand the result down),
 * with the clock taken when they arrive: always after mount, so the prerender and the hydration
 * never depend on the time. Undefined until there is something to show (none arrived, none
 * found, or the read failed): the page is then exactly the typed timetable.
 */
export function useLiveChanges(): LiveChanges | undefined {
  const changes = useTimetableChanges();
  return useMemo(() => (changes && changes.length > 0 ? { changes, now: new Date() } : undefined), [changes]);
}
