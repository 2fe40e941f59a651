/** The trial form's values and rules, pure so they are tested without rendering. */
import { phoneExamples } from '@/content/trial-form-facts';
import { trialPage } from '@/content/trial-page';
import { ENQUIRY_LIMITS } from '@/firebase/lead-limits';
import { hasControlCharacters, hasDirectionControls, isBlank } from '@/lib/blank-text';
import { EMAIL_MAX_LENGTH, isWellFormedEmail } from '@/lib/email-address';
import { normalisePhone } from '@/lib/phone-number';
import type { ClassSession } from '@/timetable/sessions';

// A trial request names its visitor like an enquiry does, within the same limit in the rules.
export const NAME_MAX_LENGTH = ENQUIRY_LIMITS.name;

export interface TrialValues {
  /** A class name, or '' while "Select Class" is chosen. */
  className: string;
  /** The chosen session's id, or '' while none is. */
  sessionId: string;
  name: string;
  phone: string;
  isWhatsApp: boolean;
  email: string;
  /** The honeypot: hidden from people, so only a bot fills it in. */
  website: string;
}

export const EMPTY_TRIAL: TrialValues = {
  className: '',
  sessionId: '',
  name: '',
  phone: '',
  isWhatsApp: false,
  email: '',
  website: '',
};

/** The fields that can be wrong, in the order the form shows them. */
export type TrialField = 'className' | 'sessionId' | 'name' | 'phone' | 'email';
export type TrialErrors = Partial<Record<TrialField, string>>;

const messages = trialPage.errors;

/** `sessions` are the dates the visitor can choose now (not started, not known to be full). */
export function validateTrial(values: TrialValues, sessions: readonly ClassSession[]): TrialErrors {
  const errors: TrialErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!values.className) errors.className = messages.noClass;
  else if (!sessions.some((session) => session.sessionId === values.sessionId)) errors.sessionId = messages.noSession;
  if (isBlank(name)) errors.name = messages.emptyName;
  else if (name.length > NAME_MAX_LENGTH) errors.name = messages.nameTooLong(NAME_MAX_LENGTH);
  else if (hasControlCharacters(name)) errors.name = messages.nameHasControlCharacters;
  else if (hasDirectionControls(name)) errors.name = messages.nameHasDirectionControls;
  if (!phone) errors.phone = messages.emptyPhone;
  else if (!normalisePhone(phone))
    errors.phone = messages.invalidPhone(phoneExamples.tunisian, phoneExamples.international);
  if (email.length > EMAIL_MAX_LENGTH) errors.email = messages.emailTooLong(EMAIL_MAX_LENGTH);
  else if (email && !isWellFormedEmail(email)) errors.email = messages.invalidEmail;
  return errors;
}

/** What is sent, for values that passed validateTrial: trimmed, the phone as +<digits>. */
export function toTrialRequest(values: TrialValues, session: ClassSession) {
  return {
    name: values.name.trim(),
    phone: normalisePhone(values.phone) ?? values.phone.trim(),
    whatsapp: values.isWhatsApp,
    email: values.email.trim(),
    session,
  };
}
