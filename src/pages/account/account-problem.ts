import { serviceMessages } from '@/auth/auth-messages';
import { SUBMISSION_MAX_WAIT_MS } from '@/components/forms/use-submission';
import { accountSettings } from '@/content/account-settings';
import type { AccountErrorKind } from '@/firebase/account';
import { BOOKINGS_REMOVAL_MAX_MS } from '@/firebase/bookings';

/**
 * The wait of a settings form: an account change is up to four bounded requests in a row (load
 * the SDK, check the password, delete the saved classes, delete the account; src/firebase/account.ts).
 */
export const ACCOUNT_CHANGE_MAX_WAIT_MS = 4 * SUBMISSION_MAX_WAIT_MS;

/** The wait of the account's deletion: an account change, after the member's bookings are removed within their own bound. */
export const ACCOUNT_DELETION_MAX_WAIT_MS = ACCOUNT_CHANGE_MAX_WAIT_MS + BOOKINGS_REMOVAL_MAX_MS;

/** The banner message of a failure that is not about a field: the account service's own words where they fit. */
export function accountProblemMessage(kind: AccountErrorKind): string {
  switch (kind) {
    case 'requires-recent-login':
      return accountSettings.problems.requiresRecentLogin;
    case 'signed-out':
      return accountSettings.problems.signedOut;
    case 'network':
    case 'too-many-requests':
    case 'user-disabled':
    case 'unavailable':
      return serviceMessages[kind];
    default:
      return serviceMessages.unknown;
  }
}
