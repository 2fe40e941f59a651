import type { ReactNode } from 'react';
import { AlertIcon } from '@/components/ui/feature-icons';
import { cn } from '@/lib/cn';

/** Classes of every text control in the form; the border turns red while the field is wrong. */
export function controlClasses(hasError: boolean): string {
  return cn(
    'min-h-12 w-full border-2 bg-white px-4 py-2 text-base text-ink placeholder:text-ink/60 focus:border-ink',
    hasError ? 'border-brick' : 'border-ink/25',
  );
}

export const errorId = (fieldId: string) => `${fieldId}-error`;

interface FormFieldProps {
  id: string;
  label: string;
  isRequired?: boolean;
  /** Shown under the control and tied to it with aria-describedby by the caller. */
  error?: string;
  /** Extra lines under the control (the comment's character count). */
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A visible label, the control, and its error right under it. */
export function FormField({ id, label, isRequired = false, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-brick">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint}
      {error && (
        <p id={errorId(id)} className="flex items-start gap-2 text-sm font-semibold text-brick">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
