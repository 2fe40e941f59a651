/** Arabic words of every "Book a free trial" call (timetable rows, class cards, pricing, the home hero). */

import type { TranslationOf } from '../translation';
import type * as English from '../trial-call';
import type { TrialCallContent } from '../trial-call';

export const trialCall: TrialCallContent = {
  book: 'احجز حصة تجريبية مجانية',
  bookClass: (className) => `احجز حصة تجريبية مجانية: ${className}`,
  bookSlot: (className, hours) => `احجز حصة تجريبية مجانية: ${className}، ${hours}`,
  pricingIntro: 'لم تقرّر بعد؟ جرّب حصة واحدة أولًا، مجانًا.',
};

export type Complete = TranslationOf<typeof English, typeof import('./trial-call')>;
