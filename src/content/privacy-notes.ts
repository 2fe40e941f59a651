/**
 * The lines under the sign-up and contact forms that say what happens to what was typed.
 * Kept apart from the policy itself so those pages do not download its full text.
 */
import { privacyFacts } from './privacy-facts';

/** The short line under a form that says what happens to what was typed. */
export interface DataUseNote {
  text: string;
  /** Words before the link to the policy ("Read our"). */
  linkIntro: string;
  /** What closes the sentence after the link (a full stop). */
  linkOutro: string;
}

export const signUpDataNote: DataUseNote = {
  text: 'Google Firebase keeps your e-mail address and a hashed form of your password for us, only to run your account, until you ask us to delete it.',
  linkIntro: 'Read our',
  linkOutro: '.',
};

export const enquiryDataNote: DataUseNote = {
  text: `We store your name, e-mail, class and comment with Google Firebase only to answer you, and delete them after ${privacyFacts.enquiryRetentionMonths} months.`,
  linkIntro: 'Read our',
  linkOutro: '.',
};
