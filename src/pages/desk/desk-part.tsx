import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type OptionalPart, useHasPartFailed, useOptionalPart } from '@/lib/optional-part';

// A failed retry shows through the part's failure; the rejection needs no other handling.
const ignoreRejection = () => {};

interface DeskPartProps<Module> {
  part: OptionalPart<Module>;
  /** Said while the section's code is on its way. */
  loading: string;
  /** Said if it could not be fetched, above Try again. */
  failed: string;
  retry: string;
  /** The message's place in the page (its top margin). */
  className?: string;
  children: (module: Module) => ReactNode;
}

/**
 * A section of the desk (the overview, the timetable changes, the inbox): its code is an optional
 * part, fetched once the account is known to be staff, so the desk page's own chunk stays small.
 * Staff are told while it comes and if it cannot, with Try again; the rest of the desk works on.
 */
export function DeskPart<Module>({
  part,
  loading,
  failed,
  retry,
  className = 'mt-4',
  children,
}: DeskPartProps<Module>) {
  const module = useOptionalPart(part);
  const hasFailed = useHasPartFailed(part);
  if (module) return children(module);
  if (!hasFailed) {
    return (
      <p role="status" className={cn(className, 'text-ink/80')}>
        {loading}
      </p>
    );
  }
  return (
    <div className={className}>
      <p role="alert">{failed}</p>
      <Button className="mt-3" onClick={() => part.attempt().catch(ignoreRejection)}>
        {retry}
      </Button>
    </div>
  );
}
