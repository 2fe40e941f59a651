import { PricingPlans } from '@/components/pricing/pricing-plans';
import { SectionHeading } from '@/components/ui/section-heading';
import { pricingIntro } from '@/content/home-lower';

export function PricingSection() {
  return (
    <section aria-labelledby="home-pricing-title" className="bg-paper py-20 lg:py-28">
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 sm:px-6">
        <SectionHeading id="home-pricing-title" eyebrow={pricingIntro.eyebrow} title={pricingIntro.title}>
          <p>{pricingIntro.intro}</p>
        </SectionHeading>
        <PricingPlans />
      </div>
    </section>
  );
}
