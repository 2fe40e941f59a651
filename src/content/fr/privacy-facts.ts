/** French wording of the privacy facts (placeholders the owner replaces before launch, as in English). */
import type * as English from '../privacy-facts';
import type { TranslationOf } from '../translation';
import type { PrivacyFacts } from '../types';

export const privacyFacts: PrivacyFacts = {
  controller: 'Rivage Gym SARL',
  inpdpDeclarationNumber: 'INPDP-0000-PLACEHOLDER',
  databaseLocation: 'l’Union européenne (région Google Cloud europe-west1, en Belgique)',
  enquiryRetentionMonths: 12,
  accountDeletionDays: 30,
  replyWithinDays: 30,
};

export type Complete = TranslationOf<typeof English, typeof import('./privacy-facts')>;
