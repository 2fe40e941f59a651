/**
 * A plan: its facts (pricing-facts.ts), its name a word (pricing-words.ts), put together in
 * pricing.ts.
 */

export interface PricingPlan {
  id: string;
  /** Distinguishes the three cards; the spec gives every card the same badge. */
  name: string;
  /** Dinars (DT) per month. */
  price: number;
  image: ImageAsset;
}

/** A plan's facts (pricing-facts.ts); its name is a word. */
export type PricingPlanFacts = Omit<PricingPlan, 'name' | 'image'>;
