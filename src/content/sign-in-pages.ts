/** The words of the sign-in and sign-up pages: their form, password reset and signed-in notice. */
import { site } from './site';

/** What the sign-in and sign-up pages both say: their title, their form's heading and button. */
export interface AccountFormPageWords {
  title: string;
  description: string;
  heading: string;
  intro: string;
  submit: string;
  /** The button while the request is under way. */
  busy: string;
}

export interface SignInPagesContent {
  form: { emailLabel: string; passwordLabel: string };
  signIn: AccountFormPageWords & {
    emptyPassword: string;
    /** The spec's one message for every credential problem. */
    wrongCredentials: string;
    tooManyAttempts: string;
    toSignUp: string;
  };
  signUp: AccountFormPageWords & {
    passwordHint: (minLength: number) => string;
    passwordLength: (minLength: number) => string;
    tooShort: (minLength: number) => string;
    emailTaken: string;
    signInInstead: string;
    toSignIn: string;
    /** The sign-up got no answer in time: the account may still have been created. */
    noAnswer: string;
  };
  reset: {
    open: string;
    heading: string;
    intro: string;
    emailLabel: string;
    submit: string;
    busy: string;
    sent: (email: string) => string;
    /** The request got no answer in time: the link may still come. */
    noAnswer: string;
  };
  signedIn: {
    /** "You are signed in as <e-mail>.": the words around the address, which is set in bold. */
    signedInAs: { before: string; after: string };
    /** Named instead of the address when the account has none. */
    someAccount: string;
    otherAccount: string;
    home: string;
    signOut: string;
  };
  showPassword: string;
}

export const signInPages: SignInPagesContent = {
  form: {
    emailLabel: 'E-mail address',
    passwordLabel: 'Password',
  },
  signIn: {
    title: 'Sign In',
    description: `Sign in to your ${site.name} account with the e-mail address and password you signed up with.`,
    heading: 'Welcome back',
    intro: 'Sign in with the e-mail address and password of your account.',
    submit: 'Sign in',
    busy: 'Signing in…',
    emptyPassword: 'Enter your password.',
    wrongCredentials: 'Wrong email or password',
    tooManyAttempts:
      'Too many attempts in a row. Please wait a few minutes and try again, or reset your password below.',
    toSignUp: `New to ${site.name}? Create an account`,
  },
  signUp: {
    title: 'Sign Up',
    description: `Create your ${site.name} account with your e-mail address to join classes and hear about new sessions first.`,
    heading: 'Create your account',
    intro: 'All you need is your e-mail address and a password.',
    submit: 'Create account',
    busy: 'Creating your account…',
    passwordHint: (minLength) => `At least ${minLength} characters.`,
    passwordLength: (minLength) => `Choose a password of at least ${minLength} characters.`,
    tooShort: (minLength) => `That password is too short. Choose a password of at least ${minLength} characters.`,
    emailTaken: 'An account with this e-mail address already exists.',
    signInInstead: 'Sign in instead',
    toSignIn: 'Already have account? Sign in',
    noAnswer:
      'This is taking too long. Your account may still have been created: try signing in with this e-mail address and password before trying again.',
  },
  reset: {
    open: 'Forgot password?',
    heading: 'Reset your password',
    intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    emailLabel: 'E-mail address for the reset link',
    submit: 'Send reset link',
    busy: 'Sending…',
    sent: (email) =>
      `If an account exists for ${email}, we have sent it a link to choose a new password. Check your inbox, and your spam folder too.`,
    noAnswer:
      'This is taking too long. The reset link may still arrive: check your inbox, and your spam folder, in a few minutes before asking for another.',
  },
  signedIn: {
    signedInAs: { before: 'You are signed in as ', after: '.' },
    someAccount: 'your account',
    otherAccount: 'To use another account, sign out first.',
    home: 'Go to the home page',
    signOut: 'Sign out',
  },
  showPassword: 'Show password',
};
