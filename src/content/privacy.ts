/**
 * The privacy policy as the page shows it: its sections in the order of privacy-facts.ts, worded
 * by privacy-words.ts (swapped for the page's language). This module has no translation.
 */
import { privacyFacts, privacySections } from './privacy-facts';
import type { PrivacyPolicyContent } from './privacy-types';
import { legalForms, privacyPolicyWords } from './privacy-words';

const { controller } = privacyFacts;

export const privacyPolicy: PrivacyPolicyContent = {
  ...privacyPolicyWords,
  sections: privacySections.map((section) => ({ ...section, ...privacyPolicyWords.sections[section.id] })),
  controller: legalForms[controller.legalForm](controller.name),
};
