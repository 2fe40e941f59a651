import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { accountReturnOf, afterSignInState } from '@/auth/account-return';
import { AuthForm, type FormProblem } from '@/auth/auth-form';
import { isServiceProblem, serviceMessages } from '@/auth/auth-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { savedClassesWords } from '@/content/saved-classes';
import { site } from '@/content/site';
import { type AuthErrorKind, signIn } from '@/firebase/auth';
import { saveIntro } from '@/saved-classes/slot-name';
import { ForgotPassword } from './forgot-password';

/** The spec's banner message for every credential problem. */
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password';

export function signInProblem(kind: AuthErrorKind): FormProblem {
  if (kind === 'wrong-credentials') return { field: 'credentials', message: WRONG_CREDENTIALS_MESSAGE };
  if (kind === 'too-many-requests') {
    return {
      field: 'form',
      message: 'Too many attempts in a row. Please wait a few minutes and try again, or reset your password below.',
    };
  }
  return { field: 'form', message: isServiceProblem(kind) ? serviceMessages[kind] : serviceMessages.unknown };
}

export function SignInPage() {
  const navigate = useNavigate();
  // Sent here by a page (a Save while signed out): back there afterwards, else home as the spec says.
  const back = accountReturnOf(useLocation().state);

  async function handleSubmit(email: string, password: string) {
    const result = await signIn(email, password);
    if (!result.ok) return signInProblem(result.error);
    if (back) await navigate(back.returnTo, { state: afterSignInState(back) });
    else await navigate(paths.home);
    return null;
  }

  return (
    <>
      <PageMeta
        title="Sign In"
        description="Sign in to your Rivage Gym account with the e-mail address and password you signed up with."
      />
      <PageBanner title="Sign In" />
      <AuthForm
        heading="Welcome back"
        intro={
          saveIntro(back, savedClassesWords.signInToSave) ??
          'Sign in with the e-mail address and password of your account.'
        }
        submitLabel="Sign in"
        busyLabel="Signing in…"
        passwordAutoComplete="current-password"
        emptyPasswordMessage="Enter your password."
        onSubmit={handleSubmit}
        below={(email) => <ForgotPassword signInEmail={email} />}
        switchLink={
          <Link
            to={paths.signUp}
            state={back}
            className="inline-flex min-h-11 items-center font-semibold text-brick underline underline-offset-4"
          >
            New to {site.name}? Create an account
          </Link>
        }
      />
    </>
  );
}
