/** The words of the pricing page around the plans (the plans themselves: pricing.ts). */
import { site } from './site';

export interface PricingPageContent {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** "Not sure which plan suits you? See the class schedule or ask a coach." with two links. */
  help: { before: string; schedule: string; or: string; coach: string; after: string };
}

export const pricingPage: PricingPageContent = {
  title: 'Pricing',
  description: `Membership plans at ${site.name} in ${site.town}: 39, 65 and 100 DT.`,
  eyebrow: 'membership plans',
  heading: 'Choose Your Plan',
  intro:
    'Three monthly plans, priced in Tunisian dinars (DT). Each card lists what its plan includes: press purchase now to tell us which one you want, and we will get your membership started.',
  help: {
    before: 'Not sure which plan suits you?',
    schedule: 'See the class schedule',
    or: 'or',
    coach: 'ask a coach',
    after: '.',
  },
};
