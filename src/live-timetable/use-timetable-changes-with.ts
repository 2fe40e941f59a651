import { useEffect, useState } from 'react';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { useTimetableChanges } from './use-timetable-changes';

export interface TimetableChangesWith<Module> {
  /** The changes once the page's one read has answered (undefined until then; [] for none). */
  changes: readonly TimetableChange[] | undefined;
  /** The part's code for the changes, loaded only when there are some; undefined until it has arrived. */
  module: Module | undefined;
}

/**
 * useTimetableChanges, and the code a part needs to show them (the words, the date logic),
 * loaded on demand only when the read finds changes: most page views have none, and then
 * carry none of it. `load` is a module-level `() => import(…)`, the same on every render.
 * Until the code has arrived (or if it fails to), the part shows the timetable as typed.
 */
export function useTimetableChangesWith<Module>(load: () => Promise<Module>): TimetableChangesWith<Module> {
  const changes = useTimetableChanges();
  const [module, setModule] = useState<{ loaded: Module }>();
  const hasChanges = (changes?.length ?? 0) > 0;
  useEffect(() => {
    if (!hasChanges) return;
    let isCurrent = true;
    load().then(
      (loaded) => {
        if (isCurrent) setModule({ loaded });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [hasChanges, load]);
  return { changes, module: hasChanges ? module?.loaded : undefined };
}
