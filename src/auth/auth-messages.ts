import { accountMessages } from '@/content/account-messages';
import type { AccountServiceProblem } from '@/content/types';
import type { AuthErrorKind } from '@/firebase/auth';

/**
 * What a visitor reads when the account service answers with one of these, on either form.
 * The credential problems differ per form and live with their page.
 */
export const serviceMessages = accountMessages.service;

export type ServiceProblem = AccountServiceProblem;

// The predicate also proves that every problem with a message is one the account layer reports.
export function isServiceProblem(kind: AuthErrorKind): kind is ServiceProblem {
  return kind in serviceMessages;
}

/** The shortest password an account may have (Firebase Auth's own minimum). */
export const MIN_PASSWORD_LENGTH = 6;

export const EMPTY_EMAIL_MESSAGE = accountMessages.emptyEmail;

export const INVALID_EMAIL_MESSAGE = accountMessages.invalidEmail;

export const BLANK_PASSWORD_MESSAGE = accountMessages.blankPassword;
