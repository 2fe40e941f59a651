/** French words of every "Book a free trial" call (timetable rows, class cards, pricing, the home hero). */

import type { TranslationOf } from '../translation';
import type * as English from '../trial-call';
import type { TrialCallContent } from '../trial-call';

export const trialCall: TrialCallContent = {
  book: 'Réserver un essai gratuit',
  bookClass: (className) => `Réserver un essai gratuit : ${className}`,
  bookSlot: (className, hours) => `Réserver un essai gratuit : ${className}, ${hours}`,
  pricingIntro: 'Pas encore décidé ? Essayez d’abord un cours, gratuitement.',
};

export type Complete = TranslationOf<typeof English, typeof import('./trial-call')>;
