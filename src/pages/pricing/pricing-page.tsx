import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';

export function PricingPage() {
  return (
    <>
      <PageMeta title="Pricing" description="Membership plans at Rivage Gym in Mahdia: 39, 65 and 100 DT." />
      <PageBanner title="Pricing" />
    </>
  );
}
