/**
 * The form field with a Show password toggle beside it. A file of its own, with its icons, so
 * that pages whose forms have no password (the home page's BMI calculator) never load them.
 */
import { useState } from 'react';
import { signInPages } from '@/content/sign-in-pages';
import { FormField, type FormFieldProps } from './form-field';
import { type IconProps, StrokeSvg } from './icons';

function EyeIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </StrokeSvg>
  );
}

function EyeOffIcon(props: IconProps) {
  return (
    <StrokeSvg {...props}>
      <path d="M2 12s3.6-7 10-7c2 0 3.8.7 5.2 1.7M22 12s-3.6 7-10 7c-2 0-3.8-.7-5.2-1.7" />
      <path d="M9.9 14.1a3 3 0 0 1 4.2-4.2M3 21L21 3" />
    </StrokeSvg>
  );
}

type PasswordFieldProps = Omit<FormFieldProps<'input'>, 'as' | 'type' | 'after' | 'look'>;

/** A password field with a Show password toggle (`aria-pressed`), off at first. */
export function PasswordField(props: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FormField
      {...props}
      look="account"
      type={isVisible ? 'text' : 'password'}
      after={
        <button
          type="button"
          aria-pressed={isVisible}
          aria-controls={props.id}
          aria-label={signInPages.showPassword}
          onClick={() => setIsVisible(!isVisible)}
          className="flex min-h-12 w-12 shrink-0 items-center justify-center border border-s-0 border-ink/40 bg-paper text-ink transition-colors hover:bg-ink hover:text-white aria-pressed:bg-ink aria-pressed:text-white"
        >
          {isVisible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}
