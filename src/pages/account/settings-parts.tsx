/** Pieces the three parts of the account settings share: a part's frame, its banner and its busy button. */
import type { ReactNode } from 'react';
import { SpinnerIcon } from '@/auth/form-icons';
import { Button, type ButtonVariant } from '@/components/ui/button';

export function SettingsPart({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-ink/10 pt-6">
      <h3 id={id} className="font-display text-lg font-bold uppercase tracking-wide">
        {heading}
      </h3>
      {children}
    </section>
  );
}

/** A problem about the whole part (the service, the session): announced at once. */
export function ProblemBanner({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className="border-s-4 border-brick bg-paper px-4 py-3 font-semibold text-brick">
      {children}
    </div>
  );
}

interface BusyButtonProps {
  isBusy: boolean;
  label: string;
  busyLabel: string;
  variant?: ButtonVariant;
  type?: 'submit' | 'button';
  onClick?: () => void;
}

/**
 * A button that stays focusable while its request runs (`aria-disabled`, so focus is not
 * lost), with a spinner and its busy words, also announced to screen readers.
 */
export function BusyButton({ isBusy, label, busyLabel, variant, type = 'submit', onClick }: BusyButtonProps) {
  return (
    <>
      <Button
        type={type}
        variant={variant}
        aria-disabled={isBusy || undefined}
        onClick={onClick}
        className="w-full aria-disabled:cursor-wait"
      >
        {isBusy && <SpinnerIcon className="size-4 animate-spin" />}
        {isBusy ? busyLabel : label}
      </Button>
      <p role="status" className="sr-only">
        {isBusy ? busyLabel : ''}
      </p>
    </>
  );
}
