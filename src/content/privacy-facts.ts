/**
 * The facts the privacy policy states, which differ from gym to gym and are the same in every
 * language: placeholders the owner replaces before launch, like the contact data in
 * site-facts.ts. The legal name of the company, the number the INPDP gives the declaration,
 * where the database is and how long the gym keeps data. Apart from site-facts.ts so that only
 * the pages that state them download them.
 */
import type { PrivacySectionFacts } from './privacy-types';

/** Who answers for visitors' personal data, where it is held and for how long. */
export interface PrivacyFacts {
  /**
   * The legal person responsible for the data: the company (or owner) that runs the gym, by its
   * registered name and legal form. Each language words the form (privacy-words.ts).
   */
  controller: { name: string; legalForm: string };
  /** The number of the gym's declaration to the INPDP, Tunisia's data protection authority. */
  inpdpDeclarationNumber: string;
  /** The Google Cloud region of the Firestore database (Firebase console → Firestore → location). */
  databaseRegion: string;
  /** Contact enquiries are deleted this many months after they arrive. */
  enquiryRetentionMonths: number;
  /** An account and its `users` document are deleted within this many days of the member asking. */
  accountDeletionDays: number;
  /** The longest the gym takes to answer a request about personal data. */
  replyWithinDays: number;
  /** Accounts are for adults of this age; younger visitors need a parent's or guardian's consent. */
  adultAge: number;
}

export const privacyFacts = {
  // A legal form each language words (privacy-words.ts): a new one fails the type check there.
  controller: { name: 'Rivage Gym', legalForm: 'SARL' },
  inpdpDeclarationNumber: 'INPDP-0000-PLACEHOLDER',
  // Each language says where this region is (privacy-words.ts).
  databaseRegion: 'europe-west1',
  enquiryRetentionMonths: 12,
  accountDeletionDays: 30,
  replyWithinDays: 30,
  adultAge: 18,
} as const satisfies PrivacyFacts;

export type LegalForm = typeof privacyFacts.controller.legalForm;
export type DatabaseRegion = typeof privacyFacts.databaseRegion;

/** The policy's sections, in order; each id is its heading's anchor. */
export const privacySections = [
  { id: 'privacy-controller', showsContactDetails: true },
  { id: 'privacy-collected' },
  { id: 'privacy-where' },
  { id: 'privacy-retention' },
  { id: 'privacy-protection' },
  { id: 'privacy-rights', showsContactDetails: true },
  { id: 'privacy-inpdp' },
  { id: 'privacy-age' },
  { id: 'privacy-cookies' },
] as const satisfies readonly PrivacySectionFacts[];

export type PrivacySectionId = (typeof privacySections)[number]['id'];
