/**
 * The lines under the sign-up and contact forms that say what happens to what was typed.
 * Kept apart from the policy itself so those pages do not download its full text.
 */
import { privacyFacts } from './privacy-facts';
import type { DataUseNote } from './types';

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
