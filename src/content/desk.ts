/** The words of the front desk, /desk: staff only, and what it says to anyone else. */

/** The front desk, /desk: what it says to each visitor before it shows staff anything. */
export interface DeskPageContent {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** The prerendered page, and until the session is known. */
  checking: string;
  needsScript: string;
  signedOut: { text: string; signIn: string };
  /** How an account gets the role: the owner's command (desk-facts.ts) and the e-mail it takes. */
  howToGetAccess: (command: string, email: string) => string;
  /** Stands for the visitor's address in the command while nobody is signed in. */
  yourEmail: string;
  checkingAccess: string;
  /** While the timetable changes' code arrives, and when it does not. */
  changesLoading: string;
  changesLoadFailed: string;
  notStaff: (email: string) => string;
  afterGrant: string;
  accessFailed: string;
  retry: string;
  signedInAsStaff: (email: string) => string;
  signOut: string;
}

export const deskPage: DeskPageContent = {
  title: 'Front Desk',
  description: 'The gym’s front desk, for its staff: the enquiries and trial requests visitors send.',
  heading: 'Staff only',
  intro: 'The front desk is where the gym’s staff answer the enquiries and trial requests visitors send.',
  checking: 'Checking whether you are signed in…',
  needsScript: 'The front desk needs JavaScript. Turn it on to sign in.',
  signedOut: {
    text: 'Sign in with a staff account to open the front desk.',
    signIn: 'Sign in',
  },
  howToGetAccess: (command, email) =>
    `No staff account yet? Create an account and verify its e-mail address from your account page, then ask the gym’s owner to give it the staff role (${command} ${email}).`,
  yourEmail: 'your-e-mail',
  checkingAccess: 'Checking your access…',
  changesLoading: 'Loading the timetable changes…',
  changesLoadFailed: 'The timetable changes could not be loaded: the connection failed. Check it, then try again.',
  notStaff: (email) => `You are signed in as ${email}, which is not a staff account. The desk shows it nothing.`,
  afterGrant: 'Once the owner has given it the staff role, open this page again.',
  accessFailed: 'Your access could not be checked: the connection failed. Please try again.',
  retry: 'Try again',
  signedInAsStaff: (email) => `Signed in as ${email}, with the staff role.`,
  signOut: 'Sign out',
};
