import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { deskPage as words } from '@/content/desk';

/** The section's code, fetched once the account is known to be staff; a failed fetch is a failure to show, not a crash. */
function loadSection(): ComponentType<{ onRetry: () => void }> {
  return lazy(() =>
    import('./desk-changes').then(
      (module) => ({ default: module.DeskChanges }),
      () => ({
        default: ({ onRetry }: { onRetry: () => void }) => (
          <div className="mt-10">
            <p role="alert">{words.changesLoadFailed}</p>
            <Button className="mt-3" onClick={onRetry}>
              {words.retry}
            </Button>
          </div>
        ),
      }),
    ),
  );
}

/**
 * The desk's timetable changes (desk-changes.tsx), a chunk of its own like the overview's and the
 * inbox's: the desk page's preload list, in the shared app chunk, stays as it was.
 */
export function DeskChangesLoader() {
  const [Section, setSection] = useState(loadSection);
  return (
    <Suspense
      fallback={
        <p role="status" className="mt-10 text-ink/80">
          {words.changesLoading}
        </p>
      }
    >
      <Section onRetry={() => setSection(loadSection)} />
    </Suspense>
  );
}
