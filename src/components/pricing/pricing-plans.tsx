import { pricingPlans } from '@/content/pricing';
import { PricingCard } from './pricing-card';

/** The three plan cards, shared by the home page's pricing section and the pricing page. */
export function PricingPlans() {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {pricingPlans.map((plan) => (
        <li key={plan.id} className="flex">
          <PricingCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}
