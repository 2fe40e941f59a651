/** The privacy policy's gym-specific facts, worded in Arabic (the numbers and the declaration number as in English). */
import type * as English from '../privacy-facts';
import type { TranslationOf } from '../translation';
import type { PrivacyFacts } from '../types';

export const privacyFacts: PrivacyFacts = {
  controller: 'شركة Rivage Gym ذات المسؤولية المحدودة',
  inpdpDeclarationNumber: 'INPDP-0000-PLACEHOLDER',
  databaseLocation: 'الاتحاد الأوروبي (منطقة europe-west1 من غوغل كلاود، في بلجيكا)',
  enquiryRetentionMonths: 12,
  accountDeletionDays: 30,
  replyWithinDays: 30,
};

export type Complete = TranslationOf<typeof English, typeof import('./privacy-facts')>;
