import type { ReactNode } from 'react';
import type { ChangeFormError } from '@/desk/change-form-rules';

/** The props every control of the change form carries: its id, whether it is wrong, what describes it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ChangeFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The message in words, when the field is wrong. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

export const CONTROL_CLASSES =
  'min-h-11 w-full border border-ink/40 bg-white px-3 py-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-brick';

/**
 * One field of the change form: label, control, hint and error joined by aria-describedby, as the
 * inbox's answer form does. Not the public forms' FormField: importing it here would split it into
 * a chunk of its own in the contact, sign-in and account pages' loads.
 */
export function ChangeField({ id, label, hint, error, children }: ChangeFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink/70">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-brick">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type ErrorWords = (error: ChangeFormError) => string;
