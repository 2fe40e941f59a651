/**
 * What a form says about its submission, in the live regions the form places: the status
 * (role="status": sending, sent, fields to correct) and the alert (role="alert": the failure).
 */
import type { ReactNode } from 'react';
import type { Submission } from './use-submission';

type SubmissionView = Pick<Submission<string, unknown, unknown>, 'phase' | 'isPending' | 'errorCount'>;

interface SubmissionStatusProps {
  submission: SubmissionView;
  /** Said while the form sends (the busy words of a button that cannot say them itself). */
  pending?: string;
  /** Said once the submission is done. */
  done?: ReactNode;
  /** Said while fields are wrong, with how many. */
  invalid?: (count: number) => string;
  className?: string;
}

/** Always in the page (empty when there is nothing to say), so every change is announced. */
export function SubmissionStatus({ submission, pending, done, invalid, className }: SubmissionStatusProps) {
  const { phase, isPending, errorCount } = submission;
  let text: ReactNode = '';
  if (isPending) text = pending ?? '';
  else if (phase === 'done') text = done ?? '';
  else if (errorCount > 0 && invalid) text = invalid(errorCount);
  return (
    <p role="status" className={className}>
      {text}
    </p>
  );
}

const BANNER_CLASSES = 'border-s-4 border-brick bg-paper px-4 py-3 font-semibold text-brick';

interface SubmissionAlertProps {
  /** The failure, as the form words it; nothing while there is none. */
  children: ReactNode;
  /** For fields that the failure describes (aria-describedby). */
  id?: string;
  /** Instead of the banner look. */
  className?: string;
  /**
   * Kept in the page while empty, so the failure is announced as it appears in a region already
   * there (the contact form); otherwise the banner appears with the failure, and goes with it.
   */
  isAlwaysPresent?: boolean;
}

export function SubmissionAlert({ children, id, className = BANNER_CLASSES, isAlwaysPresent }: SubmissionAlertProps) {
  if (!children && !isAlwaysPresent) return null;
  return (
    <div id={id} role="alert" className={className}>
      {children}
    </div>
  );
}
