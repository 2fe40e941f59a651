/** The words of the account settings on the member's /account page. */
import type { AccountSettingsContent } from './types';

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
