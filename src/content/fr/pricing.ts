/** French names of the three membership plans, their shared badge and features, and the words of their cards. */
import basicImage from '@/assets/images/pricing/basic.svg?w=400;800&picture';
import premiumImage from '@/assets/images/pricing/premium.svg?w=400;800&picture';
import standardImage from '@/assets/images/pricing/standard.svg?w=400;800&picture';
import type * as English from '../pricing';
import type { TranslationOf } from '../translation';
import type { PricingCardWords, PricingPlan } from '../types';

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

export const pricingPlans: readonly PricingPlan[] = [
  { id: 'basic', name: 'Basique', price: 39, image: basicImage },
  { id: 'standard', name: 'Standard', price: 65, image: standardImage },
  { id: 'premium', name: 'Premium', price: 100, image: premiumImage },
];

export type Complete = TranslationOf<typeof English, typeof import('./pricing')>;
