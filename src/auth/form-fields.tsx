import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { accountPages } from '@/content/account-pages';
import { cn } from '@/lib/cn';
import { EyeIcon, EyeOffIcon } from './form-icons';

// Focus shows as the site's ring (src/index.css), never as a border colour: a red border is
// what marks a wrong field, so it cannot also say where focus is.
const inputClasses =
  'min-h-12 w-full border border-ink/40 bg-white px-4 text-base text-ink transition-colors focus:border-ink aria-[invalid=true]:border-brick';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** A message tied to this field only, shown under it. */
  error?: ReactNode;
  /** Marks the field wrong for a message shown elsewhere (the form's banner). */
  isInvalid?: boolean;
  /** A short help text under the field (sign-up: the minimum password length). */
  hint?: string;
  /** Ids of other elements that describe the field (the form's banner). */
  describedBy?: string[];
  ref?: Ref<HTMLInputElement>;
}

function errorIdOf(id: string) {
  return `${id}-error`;
}

function describedByOf(id: string, error: ReactNode, hint: string | undefined, describedBy: string[] = []) {
  const ids = [...describedBy, ...(error ? [errorIdOf(id)] : []), ...(hint ? [`${id}-hint`] : [])];
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-2 text-sm text-ink/80">
      {hint}
    </p>
  );
}

function FieldError({ id, error }: { id: string; error: ReactNode }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} role="alert" className="mt-2 text-sm font-medium text-brick">
      {error}
    </p>
  );
}

export function TextField({ id, label, error, isInvalid, hint, describedBy, className, ...props }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={Boolean(error) || isInvalid || undefined}
        aria-describedby={describedByOf(id, error, hint, describedBy)}
        className={inputClasses}
        {...props}
      />
      <FieldError id={id} error={error} />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

/** A password field with a Show password toggle (`aria-pressed`), off at first. */
export function PasswordField({ id, label, error, isInvalid, hint, describedBy, className, ...props }: FieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={Boolean(error) || isInvalid || undefined}
          aria-describedby={describedByOf(id, error, hint, describedBy)}
          className={cn(inputClasses, 'min-w-0 flex-1')}
          {...props}
        />
        <button
          type="button"
          aria-pressed={isVisible}
          aria-controls={id}
          aria-label={accountPages.showPassword}
          onClick={() => setIsVisible(!isVisible)}
          className="flex min-h-12 w-12 shrink-0 items-center justify-center border border-s-0 border-ink/40 bg-paper text-ink transition-colors hover:bg-ink hover:text-white aria-pressed:bg-ink aria-pressed:text-white"
        >
          {isVisible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      </div>
      <FieldError id={id} error={error} />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}
