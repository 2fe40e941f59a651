import { serviceMessages } from '@/auth/auth-messages';
import { accountSettings } from '@/content/account-settings';
import type { AccountErrorKind } from '@/firebase/account';

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
