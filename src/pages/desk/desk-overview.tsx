import { type ComponentType, lazy, Suspense, useState } from 'react';
import { deskOverview as words } from '@/content/desk-overview';
import { DeskLoading, DeskReadFailed } from './desk-read-state';

type Parts = ComponentType<{ onRetry: () => void }>;

/** The overview's code, fetched when a staff member opens the desk; a failed fetch is a failure to show, not a crash. */
function loadParts(): Parts {
  return lazy(() =>
    import('./desk-overview-parts').then(
      (module): { default: Parts } => ({ default: module.DeskOverviewParts }),
      (): { default: Parts } => ({ default: ({ onRetry }) => <DeskReadFailed reason="network" onRetry={onRetry} /> }),
    ),
  );
}

/**
 * The desk's overview for staff (issue 31 §3): who comes for a trial today and tomorrow, and how
 * the month went. Mounted only once the account is known to be staff, so nothing is read for
 * anyone else. Its code (charts, timetable lookups, queries) is a chunk of its own: the desk
 * page's preload list, which sits in the shared app chunk, stays as it was.
 */
export function DeskOverview() {
  const [OverviewParts, setOverviewParts] = useState<Parts>(loadParts);
  return (
    <Suspense fallback={<DeskLoading text={words.loading} />}>
      <OverviewParts onRetry={() => setOverviewParts(loadParts)} />
    </Suspense>
  );
}
