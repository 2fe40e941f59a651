/**
 * The three membership plans: their ids and prices (dinars per month), the same in every
 * language. The site's price range and the home page's "from 39 DT" are made from these prices,
 * so this module is on every page's first load and in the end-to-end tests: the plans' pictures,
 * which neither needs (nor can a test import), are with the cards, in pricing.ts.
 */
import type { PricingPlanFacts } from './pricing-types';

export const pricingPlanFacts = [
  { id: 'basic', price: 39 },
  { id: 'standard', price: 65 },
  { id: 'premium', price: 100 },
] as const satisfies readonly PricingPlanFacts[];

export type PricingPlanId = (typeof pricingPlanFacts)[number]['id'];

/** The lowest monthly price: "plans from 39 DT a month". */
export const lowestPlanPrice = (): number => Math.min(...pricingPlanFacts.map((plan) => plan.price));
/** The highest monthly price: "39–100 DT per month". */
export const highestPlanPrice = (): number => Math.max(...pricingPlanFacts.map((plan) => plan.price));
