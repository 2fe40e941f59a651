import { Link } from 'react-router-dom';
import { AfterFirstFrame } from '@/components/layout/after-first-frame';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { PricingPlans } from '@/components/pricing/pricing-plans';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/content/paths';
import { pricingPage as words } from '@/content/pricing-page';
import { trialCall } from '@/content/trial-call';

export function PricingPage() {
  return (
    <>
      <PageMeta title={words.title} description={words.description} />
      <PageBanner title={words.title} />
      <AfterFirstFrame>
        <section aria-labelledby="pricing-heading" className="bg-paper py-16 sm:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <SectionHeading eyebrow={words.eyebrow} title={words.heading} id="pricing-heading">
              <p>{words.intro}</p>
            </SectionHeading>
            <div className="mt-12">
              <PricingPlans />
            </div>
            {/* Beside the plans: a visitor unsure which to take can try a class first. */}
            <div className="mt-12 flex flex-col items-center gap-4 text-center">
              <p className="text-lg font-semibold">{trialCall.pricingIntro}</p>
              <ButtonLink to={paths.trial} variant="dark">
                {trialCall.book}
              </ButtonLink>
            </div>
            <p className="mt-12 text-center text-ink/75">
              {words.help.before}{' '}
              <Link
                to={paths.schedule}
                className="font-semibold text-brick underline underline-offset-4 hover:text-ink"
              >
                {words.help.schedule}
              </Link>{' '}
              {words.help.or}{' '}
              <Link to={paths.contact} className="font-semibold text-brick underline underline-offset-4 hover:text-ink">
                {words.help.coach}
              </Link>
              {words.help.after}
            </p>
          </div>
        </section>
      </AfterFirstFrame>
    </>
  );
}
