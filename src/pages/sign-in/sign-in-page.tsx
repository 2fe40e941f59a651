import { AccountSwitchLink } from '@/auth/account-switch-link';
import { AuthForm, type FormProblem } from '@/auth/auth-form';
import { serviceMessage } from '@/auth/auth-messages';
import { useAccountReturn } from '@/auth/use-account-return';
import { bookIntro } from '@/bookings/book-intro';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { bookingIntro } from '@/content/booking-intro';
import { paths } from '@/content/paths';
import { savedClassesWords } from '@/content/saved-classes';
import { signInPages } from '@/content/sign-in-pages';
import { type AuthErrorKind, signIn } from '@/firebase/auth';
import { saveIntro } from '@/saved-classes/save-intro';
import { ForgotPassword } from './forgot-password';

const words = signInPages.signIn;

export function signInProblem(kind: AuthErrorKind): FormProblem {
  if (kind === 'wrong-credentials') return { field: 'credentials', message: words.wrongCredentials };
  if (kind === 'too-many-requests') return { field: 'form', message: words.tooManyAttempts };
  return { field: 'form', message: serviceMessage(kind) };
}

export function SignInPage() {
  // Sent here by a page (a Save while signed out): back there afterwards, else home as the spec says.
  const { back, goOn } = useAccountReturn(paths.home);

  async function handleSubmit(email: string, password: string) {
    const result = await signIn(email, password);
    if (!result.ok) return signInProblem(result.error);
    await goOn();
    return null;
  }

  return (
    <>
      <PageMeta title={words.title} description={words.description} />
      <PageBanner title={words.title} />
      <AuthForm
        heading={words.heading}
        intro={bookIntro(back, bookingIntro.signIn) ?? saveIntro(back, savedClassesWords.signInToSave) ?? words.intro}
        submitLabel={words.submit}
        busyLabel={words.busy}
        passwordAutoComplete="current-password"
        emptyPasswordMessage={words.emptyPassword}
        onSubmit={handleSubmit}
        below={(email) => <ForgotPassword signInEmail={email} />}
        switchLink={
          <AccountSwitchLink to={paths.signUp} back={back}>
            {words.toSignUp}
          </AccountSwitchLink>
        }
      />
    </>
  );
}
