import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { PricingPlans } from '@/components/pricing/pricing-plans';
import { SectionHeading } from '@/components/ui/section-heading';

export function PricingPage() {
  return (
    <>
      <PageMeta title="Pricing" description="Membership plans at Rivage Gym in Mahdia: 39, 65 and 100 DT." />
      <PageBanner title="Pricing" />
      <section aria-labelledby="pricing-heading" className="bg-paper py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading eyebrow="membership plans" title="Choose Your Plan" id="pricing-heading">
            <p>
              Three monthly plans, priced in Tunisian dinars (DT). Each card lists what its plan includes: press
              purchase now to tell us which one you want, and we will get your membership started.
            </p>
          </SectionHeading>
          <div className="mt-12">
            <PricingPlans />
          </div>
          <p className="mt-12 text-center text-ink/75">
            Not sure which plan suits you?{' '}
            <Link to={paths.schedule} className="font-semibold text-brick underline underline-offset-4 hover:text-ink">
              See the class schedule
            </Link>{' '}
            or{' '}
            <Link to={paths.contact} className="font-semibold text-brick underline underline-offset-4 hover:text-ink">
              ask a coach
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
