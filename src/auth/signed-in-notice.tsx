import type { RefObject } from 'react';
import { paths } from '@/app/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { useSignOut } from './use-sign-out';

interface SignedInNoticeProps {
  email: string;
  /** Where focus goes once signed out (the form's first field, which replaces this notice). */
  focusAfterSignOutRef: RefObject<HTMLElement | null>;
}

/** Shown instead of a sign-in or sign-up form to a visitor who is already signed in. */
export function SignedInNotice({ email, focusAfterSignOutRef }: SignedInNoticeProps) {
  const handleSignOut = useSignOut(focusAfterSignOutRef);
  return (
    <div className="mt-6">
      <p>
        You are signed in as <strong className="break-all">{email}</strong>.
      </p>
      <p className="mt-2 text-ink/80">To use another account, sign out first.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <Button variant="dark" onClick={handleSignOut}>
          Sign out
        </Button>
      </div>
    </div>
  );
}
