/**
 * What every account form says about the e-mail address, the password and the account service:
 * sign-in, sign-up, the password reset and the account settings. Apart from the pages' own words
 * so the account settings do not download the sign-in page's.
 */
import type { AccountMessagesContent } from './types';

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
