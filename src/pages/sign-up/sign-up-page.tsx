import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { type AccountReturn, accountReturnOf, afterSignInState } from '@/auth/account-return';
import { AuthForm, type FormProblem } from '@/auth/auth-form';
import {
  BLANK_PASSWORD_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  isServiceProblem,
  MIN_PASSWORD_LENGTH,
  serviceMessages,
} from '@/auth/auth-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { DataUseNote } from '@/components/privacy/data-use-note';
import { signUpDataNote } from '@/content/privacy-notes';
import { savedClassesWords } from '@/content/saved-classes';
import { type AuthErrorKind, signUp } from '@/firebase/auth';
import { saveIntro } from '@/saved-classes/slot-name';

const passwordLengthMessage = `Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`;

export function signUpProblem(kind: AuthErrorKind, email: string, back: AccountReturn | null = null): FormProblem {
  switch (kind) {
    case 'email-taken':
      return {
        field: 'email',
        message: (
          <>
            An account with this e-mail address already exists.{' '}
            <Link to={paths.signIn} state={{ email, ...back }} className="underline underline-offset-4">
              Sign in instead
            </Link>
          </>
        ),
      };
    case 'invalid-email':
      return { field: 'email', message: INVALID_EMAIL_MESSAGE };
    case 'weak-password':
    case 'missing-password':
      return { field: 'password', message: `That password is too short. ${passwordLengthMessage}` };
    default:
      return { field: 'form', message: isServiceProblem(kind) ? serviceMessages[kind] : serviceMessages.unknown };
  }
}

export function SignUpPage() {
  const navigate = useNavigate();
  // Sent here by a page (a Save while signed out): back there afterwards, else home as the spec says.
  const back = accountReturnOf(useLocation().state);

  async function handleSubmit(email: string, password: string) {
    const result = await signUp(email, password);
    if (!result.ok) return signUpProblem(result.error, email, back);
    if (back) await navigate(back.returnTo, { state: afterSignInState(back) });
    else await navigate(paths.homeHero);
    return null;
  }

  return (
    <>
      <PageMeta
        title="Sign Up"
        description="Create your Rivage Gym account with your e-mail address to join classes and hear about new sessions first."
      />
      <PageBanner title="Sign Up" />
      <AuthForm
        heading="Create your account"
        intro={saveIntro(back, savedClassesWords.signUpToSave) ?? 'All you need is your e-mail address and a password.'}
        submitLabel="Create account"
        busyLabel="Creating your account…"
        passwordAutoComplete="new-password"
        passwordHint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        emptyPasswordMessage={passwordLengthMessage}
        blankPasswordMessage={BLANK_PASSWORD_MESSAGE}
        onSubmit={handleSubmit}
        below={() => <DataUseNote note={signUpDataNote} className="mt-4" />}
        switchLink={
          <Link
            to={paths.signIn}
            state={back}
            className="inline-flex min-h-11 items-center font-semibold text-brick underline underline-offset-4"
          >
            Already have account? Sign in
          </Link>
        }
      />
    </>
  );
}
