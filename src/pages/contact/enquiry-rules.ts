/** The contact form's values and rules, pure so they are tested without rendering. */
import { enquiryForm } from '@/content/enquiry-form';
import { ENQUIRY_LIMITS } from '@/firebase/lead-limits';
import type { Enquiry } from '@/firebase/leads';
import { hasControlCharacters, hasDirectionControls, isBlank } from '@/lib/blank-text';
import { EMAIL_MAX_LENGTH, isWellFormedEmail } from '@/lib/email-address';

// What firestore.rules accepts, so a valid form is never refused by the database; the
// comment is kept to half the database's limit (a page of text is plenty for a first contact).
export const NAME_MAX_LENGTH = ENQUIRY_LIMITS.name;
export const COMMENT_MAX_LENGTH = ENQUIRY_LIMITS.comment / 2;

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

/** The fields that can be wrong (the form says in which order they appear). */
export type CheckedField = 'name' | 'email' | 'comment';
export type EnquiryErrors = Partial<Record<CheckedField, string>>;

const messages = enquiryForm.errors;

export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (isBlank(name)) errors.name = messages.emptyName;
  else if (name.length > NAME_MAX_LENGTH) errors.name = messages.nameTooLong(NAME_MAX_LENGTH);
  else if (hasControlCharacters(name)) errors.name = messages.nameHasControlCharacters;
  else if (hasDirectionControls(name)) errors.name = messages.nameHasDirectionControls;
  if (!email) errors.email = messages.emptyEmail;
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = messages.emailTooLong(EMAIL_MAX_LENGTH);
  else if (!isWellFormedEmail(email)) errors.email = messages.invalidEmail;
  if (values.comment.length > COMMENT_MAX_LENGTH) {
    errors.comment = messages.commentTooLong(COMMENT_MAX_LENGTH, values.comment.length);
  }
  return errors;
}

/** What is sent: trimmed, and the class as null when none was chosen. */
export function toEnquiry(values: EnquiryValues): Enquiry {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    className: values.className || null,
    // The rules refuse a comment of blank characters alone: nothing typed is sent as ''.
    comment: isBlank(values.comment) ? '' : values.comment.trim(),
  };
}
