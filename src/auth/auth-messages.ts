import { type AccountServiceProblem, accountMessages } from '@/content/account-messages';
import type { AuthErrorKind } from '@/firebase/auth';
import { isWellFormedEmail } from '@/lib/email-address';

/**
 * What a visitor reads when the account service answers with one of these, on either form.
 * The credential problems differ per form and live with their page.
 */
export const serviceMessages = accountMessages.service;

type ServiceProblem = AccountServiceProblem;

// The predicate also proves that every problem with a message is one the account layer reports.
function isServiceProblem(kind: AuthErrorKind): kind is ServiceProblem {
  return kind in serviceMessages;
}

/** What the account forms say about a problem that is not about a field: the service's words, or "something went wrong". */
export function serviceMessage(kind: AuthErrorKind): string {
  return isServiceProblem(kind) ? serviceMessages[kind] : serviceMessages.unknown;
}

/**
 * The shortest password an account may have: 8, as NIST SP 800-63B asks, where Firebase Auth's
 * default is 6. The site checks it before sending; the project's password policy (README, deploy
 * step 2) makes the service refuse shorter ones too.
 */
export const MIN_PASSWORD_LENGTH = 8;

const EMPTY_EMAIL_MESSAGE = accountMessages.emptyEmail;

export const INVALID_EMAIL_MESSAGE = accountMessages.invalidEmail;

export const BLANK_PASSWORD_MESSAGE = accountMessages.blankPassword;

/** The account forms' rule for the e-mail field (sign-in, sign-up, password reset): its message, if wrong. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return EMPTY_EMAIL_MESSAGE;
  if (!isWellFormedEmail(email)) return INVALID_EMAIL_MESSAGE;
  return undefined;
}
