/**
 * The one e-mail check of every form (sign-in, sign-up, password reset, contact) and of
 * firestore.rules, which repeats EMAIL_PATTERN_SOURCE verbatim (a unit test compares them).
 * Something before the @, a domain with at least one dot, and no spaces, line breaks or
 * control characters anywhere: what a typo breaks, without refusing unusual valid addresses.
 */

/** The longest address anything accepts (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

// Written for both engines: Firestore rules' RE2 and JavaScript's `u` flag read \p{Z} (every
// space and separator) and \p{Cc} (control characters, tabs and line breaks) the same way.
const NOT_ALLOWED = '@\\p{Z}\\p{Cc}';

/** A whole-string pattern (RE2 and JavaScript `u` syntax), as text so the rules can be checked against it. */
export const EMAIL_PATTERN_SOURCE = `[^${NOT_ALLOWED}]+@[^.${NOT_ALLOWED}]+([.][^.${NOT_ALLOWED}]+)+`;

const emailPattern = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`, 'u');

/** Whether `email`, once the spaces around it are trimmed, looks like an address. */
export function isWellFormedEmail(email: string): boolean {
  const address = email.trim();
  return address.length <= EMAIL_MAX_LENGTH && emailPattern.test(address);
}
