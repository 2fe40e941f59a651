import { type ReactNode, useSyncExternalStore } from 'react';
import { loadFailures } from '@/content/load-failures';
import { cn } from '@/lib/cn';
import type { RetryableLoad } from '@/lib/retryable-load';

// A failed retry shows through `hasFailed()`; the rejection itself needs no handling.
const ignoreRejection = () => {};

interface LoadFailureProps {
  load: RetryableLoad<unknown>;
  message: ReactNode;
  className?: string;
}

/** A region's own small error state when its code failed to download, with a Retry button. */
export function LoadFailure({ load, message, className }: LoadFailureProps) {
  const hasFailed = useSyncExternalStore(load.subscribe, load.hasFailed, () => false);
  if (!hasFailed) return null;
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-2 text-center', className)}>
      {message}
      <button
        type="button"
        onClick={() => load.attempt().catch(ignoreRejection)}
        className="min-h-11 min-w-11 px-2 font-semibold underline underline-offset-4"
      >
        {loadFailures.retry}
      </button>
    </div>
  );
}
