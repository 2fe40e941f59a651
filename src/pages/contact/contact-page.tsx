import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';

export function ContactPage() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Visit, call or write to Rivage Gym on the Mahdia seafront, or leave us your details and we will call you back."
      />
      <PageBanner title="Contact Us" />
    </>
  );
}
