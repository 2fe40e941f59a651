/**
 * What every account form says about the e-mail address, the password and the account service:
 * sign-in, sign-up, the password reset and the account settings. Apart from the pages' own words
 * so the account settings do not download the sign-in page's.
 */

/** The account service's problems that every account form words the same way. */
export type AccountServiceProblem = 'network' | 'too-many-requests' | 'user-disabled' | 'unavailable' | 'unknown';

/** What the sign-in, sign-up and password forms and the account settings all say. */
export interface AccountMessagesContent {
  emptyEmail: string;
  invalidEmail: string;
  /** A password of spaces alone (sign-up, a new password). */
  blankPassword: string;
  /** When the account service answers with one of these problems. */
  service: Readonly<Record<AccountServiceProblem, string>>;
}

export const accountMessages: AccountMessagesContent = {
  emptyEmail: 'Enter your e-mail address.',
  invalidEmail: "That doesn't look like an e-mail address. Check it: it should look like name@example.com.",
  blankPassword: 'A password cannot be only spaces. Choose one with letters, digits or symbols.',
  service: {
    network: "We can't reach the account service. Check your internet connection, then try again.",
    'too-many-requests': 'Too many attempts in a row. Please wait a few minutes, then try again.',
    'user-disabled': 'This account has been disabled. Please contact the gym to have it restored.',
    unavailable: 'Accounts are not available right now. Please try again later.',
    unknown: 'Something went wrong on our side. Please try again.',
  },
};
