/** The words of the three membership plans' cards; their ids, prices and pictures are in pricing-facts.ts. */
import type { PricingPlanId } from './pricing-facts';
import type { WordsById } from './translation';

/** The words of the plan cards (the plans themselves: pricingPlans). */
export interface PricingCardWords {
  perMonth: string;
  purchase: string;
  /** e.g. "purchase now: Basic plan, 39 DT per month"; `price` comes formatted. */
  purchaseLabel: (planName: string, price: string) => string;
}

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

/** Distinguishes the three cards. */
export const pricingPlanNames: WordsById<PricingPlanId, string> = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};
