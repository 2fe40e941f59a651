/**
 * The form both account pages share: e-mail and password, one submission at a time,
 * problems announced and tied to their fields, typed values kept. A visitor who is already
 * signed in sees who they are signed in as instead, with a way to sign out.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { FormNeedsScriptNote } from '@/before-start/form-needs-script-note';
import { useValuesTypedBeforeStart } from '@/before-start/use-values-typed-before-start';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import {
  type FieldErrors,
  failed,
  invalid,
  leaving,
  type SubmitOutcome,
  useSubmission,
} from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { signInPages } from '@/content/sign-in-pages';
import { isBlank } from '@/lib/blank-text';
import { useAuth } from './auth-context';
import { emailError, serviceMessages } from './auth-messages';
import { SignedInNotice } from './signed-in-notice';
import { useSignOut } from './use-sign-out';

/** Why a submission failed, and where the message belongs. */
export type FormProblem =
  | { field: 'email' | 'password'; message: ReactNode }
  /** A message about the pair (wrong credentials): shown in the banner, both fields marked. */
  | { field: 'credentials'; message: ReactNode }
  /** A message about the service (no network, too many attempts): shown in the banner. */
  | { field: 'form'; message: ReactNode };

type Field = 'email' | 'password';

/** The page's answer as the submission model takes it: no problem means the page sends the visitor on. */
function outcomeOf(problem: FormProblem | null): SubmitOutcome<Field, ReactNode, true> {
  if (!problem) return leaving();
  switch (problem.field) {
    case 'email':
    case 'password':
      return invalid({ [problem.field]: problem.message });
    case 'credentials':
      return failed(problem.message, ['email', 'password']);
    default:
      return failed(problem.message);
  }
}

interface AuthFormProps {
  heading: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  /** Shown under the password field (sign-up: the minimum length). */
  passwordHint?: string;
  emptyPasswordMessage: string;
  /** When given, a shorter password is refused with its message before anything is sent (sign-up). */
  minPassword?: { length: number; message: string };
  /** When given, a password of spaces alone is refused with this (sign-up: a new password). */
  blankPasswordMessage?: string;
  /**
   * Called with the trimmed e-mail and the password; resolves to a problem, or to null once
   * the page has sent the visitor on (the form then stays busy until it is gone).
   */
  onSubmit: (email: string, password: string) => Promise<FormProblem | null>;
  /**
   * Shown when the submit never settles: for sign-up, that the account may still be created.
   * By default, that the service is not available.
   */
  unansweredMessage?: string;
  /** The link to the other account page. */
  switchLink: ReactNode;
  /** Rendered under the form, outside it (sign-in: the password reset), given the typed e-mail. */
  below?: (email: string) => ReactNode;
}

export function AuthForm(props: AuthFormProps) {
  const { heading, intro, submitLabel, busyLabel, passwordAutoComplete, passwordHint, emptyPasswordMessage } = props;
  const { user, followSession } = useAuth();
  const { state } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeStart(formRef, (typed) => {
    if (typed.email) setEmail(typed.email);
    if (typed.password) setPassword(typed.password);
  });
  const handleSignOut = useSignOut(emailRef);
  const id = useId();
  const bannerId = `${id}-banner`;
  const form = useSubmission({
    fields: { email: `${id}-email`, password: `${id}-password` },
    validate() {
      const errors: FieldErrors<Field> = { email: emailError(email) };
      if (!password) errors.password = emptyPasswordMessage;
      else if (props.minPassword && password.length < props.minPassword.length) {
        errors.password = props.minPassword.message;
      } else if (props.blankPasswordMessage && isBlank(password)) errors.password = props.blankPasswordMessage;
      return errors;
    },
    send: async () => outcomeOf(await props.onSubmit(email.trim(), password)),
    fallbackFailure: props.unansweredMessage ?? serviceMessages.unavailable,
  });

  // These pages need to know who is signed in (and will sign someone in): follow the session.
  useEffect(followSession, [followSession]);

  // Another page may hand over the address already typed there (sign-up's "Sign in instead").
  useEffect(() => {
    const handedOver = (state as { email?: unknown } | null)?.email;
    if (typeof handedOver === 'string') setEmail(handedOver);
  }, [state]);

  const bannerRefs = form.failedFields.length > 0 ? [bannerId] : [];

  return (
    <section aria-labelledby={`${id}-heading`} className="bg-paper px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-md bg-white p-6 shadow-xl sm:p-10">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-black uppercase tracking-wide">
          {heading}
        </h2>
        {user && !form.isPending ? (
          <SignedInNotice email={user.email ?? signInPages.signedIn.someAccount} onSignOut={handleSignOut} />
        ) : (
          <>
            <p className="mt-2 text-ink/80">{intro}</p>
            <form
              ref={formRef}
              method={NON_NAVIGATING_FORM_METHOD}
              noValidate
              onSubmit={form.handleSubmit}
              aria-busy={form.isPending}
              className="mt-6 flex flex-col gap-5"
            >
              <SubmissionAlert id={bannerId}>{form.failure}</SubmissionAlert>
              <FormField
                ref={emailRef}
                {...form.fieldProps('email', email, setEmail)}
                look="account"
                label={signInPages.form.emailLabel}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                describedBy={bannerRefs}
              />
              <PasswordField
                {...form.fieldProps('password', password, setPassword)}
                label={signInPages.form.passwordLabel}
                name="password"
                autoComplete={passwordAutoComplete}
                required
                hint={passwordHint}
                describedBy={bannerRefs}
              />
              <SubmitButton
                isPending={form.isPending}
                label={submitLabel}
                busyLabel={busyLabel}
                className="w-full aria-disabled:cursor-wait"
              />
              <FormNeedsScriptNote />
              <SubmissionStatus submission={form} pending={busyLabel} className="sr-only" />
            </form>
            {props.below?.(email)}
            <p className="mt-8 border-t border-ink/10 pt-6 text-center">{props.switchLink}</p>
          </>
        )}
      </div>
    </section>
  );
}
