import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/content/paths';
import { PRICING_BADGE, pricingFeatures, pricingCardWords as words } from '@/content/pricing';
import type { PricingPlan } from '@/content/pricing-types';
import { formatPrice, priceParts } from '@/i18n/format';

export function PricingCard({ plan }: { plan: PricingPlan }) {
  const headingId = `plan-${plan.id}`;
  const price = priceParts(plan.price);
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col bg-white text-ink shadow-lg shadow-black/10">
      <div className="relative">
        <Picture
          image={plan.image}
          alt=""
          sizes="(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw"
          imgClassName="aspect-[8/5] w-full object-cover"
        />
        <p className="absolute top-4 start-4 bg-red px-3 py-1 font-display text-xs font-bold uppercase tracking-widest text-white">
          {PRICING_BADGE}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-6 p-8">
        <div>
          <h3 id={headingId} className="font-display text-2xl font-black uppercase tracking-wide">
            {plan.name}
          </h3>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="font-display text-5xl font-black">{price.amount}</span>
            <span className="font-display text-xl font-bold">{price.currency}</span>
            <span className="text-sm text-ink/70">{words.perMonth}</span>
          </p>
        </div>
        <ul className="flex flex-col gap-3">
          {pricingFeatures.map((feature) => (
            <li key={feature} className="flex items-center gap-3">
              <CheckIcon className="size-5 shrink-0 text-brick" />
              {feature}
            </li>
          ))}
        </ul>
        <ButtonLink
          to={paths.contact}
          variant="dark"
          className="mt-auto"
          aria-label={words.purchaseLabel(plan.name, formatPrice(plan.price))}
        >
          {words.purchase}
        </ButtonLink>
      </div>
    </article>
  );
}
