/**
 * The privacy policy: its sections' facts (privacy-facts.ts) and words (privacy-words.ts), put
 * together in privacy.ts.
 */
import type { WordsById } from './translation';

/** One labelled point of a privacy policy section ("Enquiries: deleted after 12 months"). */
export interface PrivacyPoint {
  term: string;
  text: string;
}

export interface PrivacySection {
  /** Stable slug: the heading's id and the React key. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly PrivacyPoint[];
  /** A paragraph after the points. */
  closing?: string;
  /** Closes the section with the gym's address, e-mail and phone (how to reach the controller). */
  showsContactDetails?: boolean;
}

/** A section's place in the policy (privacy-facts.ts): the same in every language. */
export type PrivacySectionFacts = Pick<PrivacySection, 'id' | 'showsContactDetails'>;

export type PrivacySectionWords = Omit<PrivacySection, keyof PrivacySectionFacts>;

export interface PrivacyPolicyContent {
  title: string;
  description: string;
  intro: string;
  sections: readonly PrivacySection[];
  /** Labels of the contact details block. */
  contactLabels: { address: string; email: string; phone: string };
  /** A point's term as it opens the point, e.g. "Access:". */
  pointTerm: (term: string) => string;
  /** The data controller's name as this language writes it (privacy.ts, from privacy-facts.ts). */
  controller: string;
  /** The contact details' first line: who answers for the data, and their postal address. */
  controllerAddress: (controller: string, address: string) => string;
}

/** The policy's words in one language (privacy-words.ts), keyed by the ids of privacy-facts.ts. */
export interface PrivacyPolicyWords<SectionId extends string>
  extends Omit<PrivacyPolicyContent, 'sections' | 'controller'> {
  sections: WordsById<SectionId, PrivacySectionWords>;
}
