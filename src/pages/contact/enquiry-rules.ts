/** The contact form's values and rules, pure so they are tested without rendering. */
import type { Enquiry } from '@/firebase/enquiries';

// Within what firestore.rules accepts (name 100, e-mail 254, comment 2000 characters), so a
// valid form is never refused by the database.
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const COMMENT_MAX_LENGTH = 1000;

export interface EnquiryValues {
  name: string;
  email: string;
  /** A class name, or '' while "Select Class" is chosen. */
  className: string;
  comment: string;
  /** The honeypot: hidden from people, so only a bot fills it in. */
  website: string;
}

export const EMPTY_ENQUIRY: EnquiryValues = { name: '', email: '', className: '', comment: '', website: '' };

/** The fields that can be wrong, in the order they appear (focus goes to the first). */
export const CHECKED_FIELDS = ['name', 'email', 'comment'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export type EnquiryErrors = Partial<Record<CheckedField, string>>;

// Something before the @, a domain with at least one dot after it, no spaces: what a typo
// breaks, without rejecting unusual but valid addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isWellFormedEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

const numberFormat = new Intl.NumberFormat('en-US');

export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (!name) errors.name = 'Enter your full name.';
  else if (name.length > NAME_MAX_LENGTH) errors.name = `Shorten your name to ${NAME_MAX_LENGTH} characters or fewer.`;
  if (!email) errors.email = 'Enter your e-mail address.';
  else if (!isWellFormedEmail(email)) errors.email = 'Enter an e-mail address like name@example.com.';
  else if (email.length > EMAIL_MAX_LENGTH)
    errors.email = `That e-mail address is longer than ${EMAIL_MAX_LENGTH} characters.`;
  if (values.comment.length > COMMENT_MAX_LENGTH) {
    errors.comment = `Shorten your comment to ${numberFormat.format(COMMENT_MAX_LENGTH)} characters or fewer (it has ${numberFormat.format(values.comment.length)}).`;
  }
  return errors;
}

export function firstInvalidField(errors: EnquiryErrors): CheckedField | undefined {
  return CHECKED_FIELDS.find((field) => errors[field]);
}

/** What is sent: trimmed, and the class as null when none was chosen. */
export function toEnquiry(values: EnquiryValues): Enquiry {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    className: values.className || null,
    comment: values.comment.trim(),
  };
}
