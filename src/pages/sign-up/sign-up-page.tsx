import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';

export function SignUpPage() {
  return (
    <>
      <PageMeta
        title="Sign Up"
        description="Create your Rivage Gym account with your e-mail address to join classes and hear about new sessions first."
      />
      <PageBanner title="Sign Up" />
    </>
  );
}
