import type { AuthErrorKind } from '@/firebase/auth';

/**
 * What a visitor reads when the account service answers with one of these, on either form.
 * The credential problems differ per form and live with their page.
 */
export const serviceMessages = {
  network: "We can't reach the account service. Check your internet connection, then try again.",
  'too-many-requests': 'Too many attempts in a row. Please wait a few minutes, then try again.',
  'user-disabled': 'This account has been disabled. Please contact the gym to have it restored.',
  unavailable: 'Accounts are not available right now. Please try again later.',
  unknown: 'Something went wrong on our side. Please try again.',
} as const satisfies Partial<Record<AuthErrorKind, string>>;

export type ServiceProblem = keyof typeof serviceMessages;

export function isServiceProblem(kind: AuthErrorKind): kind is ServiceProblem {
  return kind in serviceMessages;
}

/** The shortest password an account may have (Firebase Auth's own minimum). */
export const MIN_PASSWORD_LENGTH = 6;

export const EMPTY_EMAIL_MESSAGE = 'Enter your e-mail address.';

export const INVALID_EMAIL_MESSAGE =
  "That doesn't look like an e-mail address. Check it: it should look like name@example.com.";

export const BLANK_PASSWORD_MESSAGE = 'A password cannot be only spaces. Choose one with letters, digits or symbols.';
