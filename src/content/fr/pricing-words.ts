/** French words of the membership plans' cards; their ids, prices and pictures are in pricing-facts.ts. */
import type { PricingPlanId } from '../pricing-facts';
import type * as English from '../pricing-words';
import type { PricingCardWords } from '../pricing-words';
import type { TranslationOf, WordsById } from '../translation';

export const PRICING_BADGE: string = 'Débutants';
export const pricingFeatures: readonly string[] = [
  'Poids libres',
  'Fitness en salle',
  'Perte de poids',
  'Coach personnel',
  'Cycling',
];

export const pricingCardWords: PricingCardWords = {
  perMonth: 'par mois',
  purchase: 'acheter maintenant',
  purchaseLabel: (planName, price) => `acheter maintenant : formule ${planName}, ${price} par mois`,
};

export const pricingPlanNames: WordsById<PricingPlanId, string> = {
  basic: 'Basique',
  standard: 'Standard',
  premium: 'Premium',
};

export type Complete = TranslationOf<typeof English, typeof import('./pricing-words')>;
