/**
 * The form both account pages share: e-mail and password, one submission at a time,
 * problems announced and tied to their fields, typed values kept. A visitor who is already
 * signed in sees who they are signed in as instead, with a way to sign out.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { FormNeedsScriptNote } from '@/before-start/form-needs-script-note';
import { useValuesTypedBeforeStart } from '@/before-start/use-values-typed-before-start';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordField } from '@/components/ui/password-field';
import { accountPages } from '@/content/account-pages';
import { isBlank } from '@/lib/blank-text';
import { isWellFormedEmail } from '@/lib/email-address';
import { useAuth } from './auth-context';
import { EMPTY_EMAIL_MESSAGE, INVALID_EMAIL_MESSAGE } from './auth-messages';
import { SpinnerIcon } from './form-icons';
import { SignedInNotice } from './signed-in-notice';
import { useSignOut } from './use-sign-out';

/** Why a submission failed, and where the message belongs. */
export type FormProblem =
  | { field: 'email' | 'password'; message: ReactNode }
  /** A message about the pair (wrong credentials): shown in the banner, both fields marked. */
  | { field: 'credentials'; message: ReactNode }
  /** A message about the service (no network, too many attempts): shown in the banner. */
  | { field: 'form'; message: ReactNode };

interface Problems {
  email?: ReactNode;
  password?: ReactNode;
  banner?: ReactNode;
  marksBothFields?: boolean;
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
  /** When given, a password of spaces alone is refused with this (sign-up: a new password). */
  blankPasswordMessage?: string;
  /**
   * Called with the trimmed e-mail and the password; resolves to a problem, or to null once
   * the page has sent the visitor on (the form then stays busy until it is gone).
   */
  onSubmit: (email: string, password: string) => Promise<FormProblem | null>;
  /** The link to the other account page. */
  switchLink: ReactNode;
  /** Rendered under the form, outside it (sign-in: the password reset), given the typed e-mail. */
  below?: (email: string) => ReactNode;
}

type Phase = 'idle' | 'busy' | 'done';

export function AuthForm(props: AuthFormProps) {
  const { heading, intro, submitLabel, busyLabel, passwordAutoComplete, passwordHint, emptyPasswordMessage } = props;
  const { user, followSession } = useAuth();
  const { state } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const isBusyRef = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeStart(formRef, (typed) => {
    if (typed.email) setEmail(typed.email);
    if (typed.password) setPassword(typed.password);
  });
  const handleSignOut = useSignOut(emailRef);
  const id = useId();
  const bannerId = `${id}-banner`;

  // These pages need to know who is signed in (and will sign someone in): follow the session.
  useEffect(followSession, [followSession]);

  // Another page may hand over the address already typed there (sign-up's "Sign in instead").
  useEffect(() => {
    const handedOver = (state as { email?: unknown } | null)?.email;
    if (typeof handedOver === 'string') setEmail(handedOver);
  }, [state]);

  // After new problems render, focus the first field they concern.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new set of problems by design.
  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [problems]);

  function show(next: Problems) {
    focusNext.current =
      next.email || next.marksBothFields ? emailRef.current : next.password ? passwordRef.current : null;
    setProblems(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusyRef.current) return;
    const missing: Problems = {};
    if (!email.trim()) missing.email = EMPTY_EMAIL_MESSAGE;
    else if (!isWellFormedEmail(email)) missing.email = INVALID_EMAIL_MESSAGE;
    if (!password) missing.password = emptyPasswordMessage;
    else if (props.blankPasswordMessage && isBlank(password)) missing.password = props.blankPasswordMessage;
    if (missing.email || missing.password) {
      show(missing);
      return;
    }

    isBusyRef.current = true;
    setPhase('busy');
    setProblems({});
    const problem = await props.onSubmit(email.trim(), password);
    if (!problem) {
      setPhase('done');
      return;
    }
    isBusyRef.current = false;
    setPhase('idle');
    if (problem.field === 'email') show({ email: problem.message });
    else if (problem.field === 'password') show({ password: problem.message });
    else show({ banner: problem.message, marksBothFields: problem.field === 'credentials' });
  }

  const isBusy = phase !== 'idle';
  const bannerRefs = problems.marksBothFields ? [bannerId] : [];

  return (
    <section aria-labelledby={`${id}-heading`} className="bg-paper px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-md bg-white p-6 shadow-xl sm:p-10">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-black uppercase tracking-wide">
          {heading}
        </h2>
        {user && phase === 'idle' ? (
          <SignedInNotice email={user.email ?? accountPages.signedIn.someAccount} onSignOut={handleSignOut} />
        ) : (
          <>
            <p className="mt-2 text-ink/80">{intro}</p>
            <form
              ref={formRef}
              method={NON_NAVIGATING_FORM_METHOD}
              noValidate
              onSubmit={handleSubmit}
              aria-busy={isBusy}
              className="mt-6 flex flex-col gap-5"
            >
              {problems.banner && (
                <div
                  id={bannerId}
                  role="alert"
                  className="border-s-4 border-brick bg-paper px-4 py-3 font-semibold text-brick"
                >
                  {problems.banner}
                </div>
              )}
              <FormField
                ref={emailRef}
                id={`${id}-email`}
                look="account"
                label={accountPages.form.emailLabel}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (problems.email) setProblems({ ...problems, email: undefined });
                }}
                error={problems.email}
                isInvalid={problems.marksBothFields}
                describedBy={bannerRefs}
              />
              <PasswordField
                ref={passwordRef}
                id={`${id}-password`}
                label={accountPages.form.passwordLabel}
                name="password"
                autoComplete={passwordAutoComplete}
                required
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  if (problems.password) setProblems({ ...problems, password: undefined });
                }}
                error={problems.password}
                isInvalid={problems.marksBothFields}
                hint={passwordHint}
                describedBy={bannerRefs}
              />
              <Button type="submit" aria-disabled={isBusy || undefined} className="w-full aria-disabled:cursor-wait">
                {isBusy && <SpinnerIcon className="size-4 animate-spin" />}
                {isBusy ? busyLabel : submitLabel}
              </Button>
              <FormNeedsScriptNote />
              <p role="status" className="sr-only">
                {isBusy ? busyLabel : ''}
              </p>
            </form>
            {props.below?.(email)}
            <p className="mt-8 border-t border-ink/10 pt-6 text-center">{props.switchLink}</p>
          </>
        )}
      </div>
    </section>
  );
}
