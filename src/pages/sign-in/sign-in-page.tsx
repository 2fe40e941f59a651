import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';

export function SignInPage() {
  return (
    <>
      <PageMeta
        title="Sign In"
        description="Sign in to your Rivage Gym account with the e-mail address and password you signed up with."
      />
      <PageBanner title="Sign In" />
    </>
  );
}
