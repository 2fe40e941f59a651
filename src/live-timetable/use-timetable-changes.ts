import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { readTimetableChangesPart } from './read-timetable-changes-part';

/**
 * The live changes for this page view, read after the first paint: undefined until
 * they arrive, so the prerender, the hydration and a page whose read fails or is slow all show
 * the typed timetable; [] when there is nothing to show. Every part of the page that calls this
 * shares one read (read-timetable-changes.ts), whose code is an optional part: if it cannot be
 * fetched, there is nothing to show ([]).
 */
export function useTimetableChanges(): readonly TimetableChange[] | undefined {
  const [changes, setChanges] = useState<readonly TimetableChange[]>();
  useEffect(() => {
    let isMounted = true;
    const show = (found: readonly TimetableChange[]) => {
      if (isMounted) setChanges(found);
    };
    const cancel = afterNextPaint(() => {
      readTimetableChangesPart
        .attempt()
        .then(({ readTimetableChanges }) => readTimetableChanges())
        .then(show, () => show([]));
    });
    return () => {
      isMounted = false;
      cancel();
    };
  }, []);
  return changes;
}
