/** French names of the three membership plans and of their shared badge and features. */
import basicImage from '@/assets/images/pricing/basic.svg?w=400;800&picture';
import premiumImage from '@/assets/images/pricing/premium.svg?w=400;800&picture';
import standardImage from '@/assets/images/pricing/standard.svg?w=400;800&picture';
import type * as English from '../pricing';
import type { TranslationOf } from '../translation';
import type { PricingPlan } from '../types';

export const PRICING_BADGE = 'Débutants';
export const pricingFeatures: readonly string[] = [
  'Poids libres',
  'Fitness en salle',
  'Perte de poids',
  'Coach personnel',
  'Cycling',
];

export const pricingPlans: readonly PricingPlan[] = [
  { id: 'basic', name: 'Basique', price: 39, image: basicImage },
  { id: 'standard', name: 'Standard', price: 65, image: standardImage },
  { id: 'premium', name: 'Premium', price: 100, image: premiumImage },
];

export type Complete = TranslationOf<typeof English, typeof import('./pricing')>;
