/**
 * The three membership plans as their cards show them: the facts of pricing-facts.ts with the
 * words of pricing-words.ts (swapped for the page's language) and the plans' pictures. This
 * module has no translation.
 */
import basicImage from '@/assets/images/pricing/basic.svg?w=400;800&picture';
import premiumImage from '@/assets/images/pricing/premium.svg?w=400;800&picture';
import standardImage from '@/assets/images/pricing/standard.svg?w=400;800&picture';
import { type PricingPlanId, pricingPlanFacts } from './pricing-facts';
import type { PricingPlan } from './pricing-types';
import { pricingPlanNames } from './pricing-words';

export { PRICING_BADGE, pricingCardWords, pricingFeatures } from './pricing-words';

const planImages: Readonly<Record<PricingPlanId, ImageAsset>> = {
  basic: basicImage,
  standard: standardImage,
  premium: premiumImage,
};

export const pricingPlans: readonly PricingPlan[] = pricingPlanFacts.map((plan) => ({
  id: plan.id,
  name: pricingPlanNames[plan.id],
  price: plan.price,
  image: planImages[plan.id],
}));
