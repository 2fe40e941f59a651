/** The words of the account settings on the member's /account page. */

/** Every word of the account settings on the member's /account page. */
export interface AccountSettingsContent {
  heading: string;
  password: {
    heading: string;
    currentLabel: string;
    newLabel: string;
    /** Under the new-password field, e.g. "At least 8 characters." */
    newHint: (minLength: number) => string;
    submit: string;
    busy: string;
    changed: string;
    emptyCurrent: string;
    /** For an empty or too short new password, and the service's "weak password". */
    tooShort: (minLength: number) => string;
    sameAsCurrent: string;
    wrongCurrent: string;
    /** The change got no answer in time: it may still have been made. */
    noAnswer: string;
  };
  verification: {
    heading: string;
    notVerified: string;
    verified: string;
    send: string;
    busy: string;
    sent: (email: string) => string;
    /** The request got no answer in time: the e-mail may still come. */
    noAnswer: string;
  };
  deletion: {
    heading: string;
    open: string;
    /** What goes, for good, once confirmed. */
    warning: string;
    passwordLabel: string;
    emptyPassword: string;
    confirm: string;
    busy: string;
    cancel: string;
    wrongPassword: string;
    /** Added to the failure message when the saved classes went but the account stayed. */
    savedClassesDeleted: string;
    /** A delete got no answer in time: the account or its saved classes may still have gone. */
    noAnswer: string;
  };
  /** Problems of every part that are not about a field nor in the account service's messages. */
  problems: { requiresRecentLogin: string; signedOut: string };
}

export const accountSettings: AccountSettingsContent = {
  heading: 'Account settings',
  password: {
    heading: 'Change password',
    currentLabel: 'Current password',
    newLabel: 'New password',
    newHint: (minLength) => `At least ${minLength} characters.`,
    submit: 'Change password',
    busy: 'Changing your password…',
    changed: 'Your password has been changed.',
    emptyCurrent: 'Enter your current password.',
    tooShort: (minLength) => `Choose a new password of at least ${minLength} characters.`,
    sameAsCurrent: 'Your new password is the same as your current one. Choose a different one.',
    wrongCurrent: 'That is not your current password. Check it, then try again.',
    noAnswer:
      'This is taking too long. Your password may still have been changed: sign out and sign in with the new one to check before trying again.',
  },
  verification: {
    heading: 'E-mail verification',
    notVerified: 'Your e-mail address is not verified yet.',
    verified: 'Your e-mail address is verified.',
    send: 'Send verification e-mail',
    busy: 'Sending…',
    sent: (email) => `We sent a verification link to ${email}. Open it, then reload this page.`,
    noAnswer:
      'This is taking too long. The verification e-mail may still arrive: check your inbox in a few minutes before asking for another.',
  },
  deletion: {
    heading: 'Delete account',
    open: 'Delete my account',
    warning:
      'This deletes your account, your bookings and the classes you saved, for good: your upcoming bookings and waitlist places are cancelled first, so their places go back to the classes. It cannot be undone. To confirm, enter your password.',
    passwordLabel: 'Your password',
    emptyPassword: 'Enter your password to confirm.',
    confirm: 'Delete my account for good',
    busy: 'Deleting your account…',
    cancel: 'Keep my account',
    wrongPassword: 'That is not your password. Check it, then try again.',
    savedClassesDeleted: 'Your saved classes were deleted, but your account was not: try again to finish.',
    noAnswer:
      'This is taking too long. Your account, your bookings or the classes you saved may still have been deleted: reload this page to see what is left before trying again.',
  },
  problems: {
    requiresRecentLogin: 'For your security, please sign out and sign in again, then try once more.',
    signedOut: 'You are no longer signed in. Reload this page and sign in again.',
  },
};
