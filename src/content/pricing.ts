/** The three membership plans and the words of their cards. Prices are dinars per month; the card formats them. */
import basicImage from '@/assets/images/pricing/basic.svg?w=400;800&picture';
import premiumImage from '@/assets/images/pricing/premium.svg?w=400;800&picture';
import standardImage from '@/assets/images/pricing/standard.svg?w=400;800&picture';
import type { PricingCardWords, PricingPlan } from './types';

/** The spec gives every plan card this badge and this feature list. */
export const PRICING_BADGE: string = 'Beginners';
export const pricingFeatures: readonly string[] = [
  'Free Hand',
  'Gym Fitness',
  'Weight Loss',
  'Personal Trainer',
  'Cycling',
];

export const pricingCardWords: PricingCardWords = {
  perMonth: 'per month',
  purchase: 'purchase now',
  purchaseLabel: (planName, price) => `purchase now: ${planName} plan, ${price} per month`,
};

export const pricingPlans: readonly PricingPlan[] = [
  { id: 'basic', name: 'Basic', price: 39, image: basicImage },
  { id: 'standard', name: 'Standard', price: 65, image: standardImage },
  { id: 'premium', name: 'Premium', price: 100, image: premiumImage },
];
