/**
 * The facts the privacy policy states, which differ from gym to gym. Placeholders the owner
 * replaces before launch, like the contact data in site.ts: the legal name of the company, the
 * number the INPDP gives the declaration, and the periods the gym keeps data. Apart from
 * site.ts so that only the pages that state them download them.
 */
import type { PrivacyFacts } from './types';

export const privacyFacts: PrivacyFacts = {
  controller: 'Rivage Gym SARL',
  inpdpDeclarationNumber: 'INPDP-0000-PLACEHOLDER',
  databaseLocation: 'the European Union (Google Cloud region europe-west1, Belgium)',
  enquiryRetentionMonths: 12,
  accountDeletionDays: 30,
  replyWithinDays: 30,
};
