import { Link } from 'react-router-dom';
import type { AccountReturn } from '@/auth/account-return';
import { AccountSwitchLink } from '@/auth/account-switch-link';
import { AuthForm, type FormProblem } from '@/auth/auth-form';
import {
  BLANK_PASSWORD_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MIN_PASSWORD_LENGTH,
  serviceMessage,
} from '@/auth/auth-messages';
import { useAccountReturn } from '@/auth/use-account-return';
import { bookIntro } from '@/bookings/book-intro';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { DataUseNote } from '@/components/privacy/data-use-note';
import { bookingIntro } from '@/content/booking-intro';
import { paths } from '@/content/paths';
import { signUpDataNote } from '@/content/privacy-notes';
import { savedClassesWords } from '@/content/saved-classes';
import { signInPages } from '@/content/sign-in-pages';
import { type AuthErrorKind, signUp } from '@/firebase/auth';
import { saveIntro } from '@/saved-classes/save-intro';

const words = signInPages.signUp;

export function signUpProblem(kind: AuthErrorKind, email: string, back: AccountReturn | null = null): FormProblem {
  switch (kind) {
    case 'email-taken':
      return {
        field: 'email',
        message: (
          <>
            {words.emailTaken}{' '}
            <Link to={paths.signIn} state={{ email, ...back }} className="underline underline-offset-4">
              {words.signInInstead}
            </Link>
          </>
        ),
      };
    case 'invalid-email':
      return { field: 'email', message: INVALID_EMAIL_MESSAGE };
    case 'weak-password':
    case 'missing-password':
      return { field: 'password', message: words.tooShort(MIN_PASSWORD_LENGTH) };
    case 'no-answer':
      return { field: 'form', message: words.noAnswer };
    default:
      return { field: 'form', message: serviceMessage(kind) };
  }
}

export function SignUpPage() {
  // Sent here by a page (a Save while signed out): back there afterwards, else home as the spec says.
  const { back, goOn } = useAccountReturn(paths.homeHero);

  async function handleSubmit(email: string, password: string) {
    const result = await signUp(email, password);
    if (!result.ok) return signUpProblem(result.error, email, back);
    await goOn();
    return null;
  }

  return (
    <>
      <PageMeta title={words.title} description={words.description} />
      <PageBanner title={words.title} />
      <AuthForm
        heading={words.heading}
        intro={bookIntro(back, bookingIntro.signUp) ?? saveIntro(back, savedClassesWords.signUpToSave) ?? words.intro}
        submitLabel={words.submit}
        busyLabel={words.busy}
        passwordAutoComplete="new-password"
        passwordHint={words.passwordHint(MIN_PASSWORD_LENGTH)}
        emptyPasswordMessage={words.passwordLength(MIN_PASSWORD_LENGTH)}
        minPassword={{ length: MIN_PASSWORD_LENGTH, message: words.tooShort(MIN_PASSWORD_LENGTH) }}
        blankPasswordMessage={BLANK_PASSWORD_MESSAGE}
        onSubmit={handleSubmit}
        unansweredMessage={words.noAnswer}
        below={() => <DataUseNote note={signUpDataNote} className="mt-4" />}
        switchLink={
          <AccountSwitchLink to={paths.signIn} back={back}>
            {words.toSignIn}
          </AccountSwitchLink>
        }
      />
    </>
  );
}
