import { paths } from '@/app/paths';
import { Button, ButtonLink } from '@/components/ui/button';

interface SignedInNoticeProps {
  email: string;
  /** Signs out; the caller, which outlives this notice, moves focus to what replaces it. */
  onSignOut: () => void;
}

/** Shown instead of a sign-in or sign-up form to a visitor who is already signed in. */
export function SignedInNotice({ email, onSignOut }: SignedInNoticeProps) {
  return (
    <div className="mt-6">
      <p>
        You are signed in as <strong className="break-all">{email}</strong>.
      </p>
      <p className="mt-2 text-ink/80">To use another account, sign out first.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <Button variant="dark" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </div>
  );
}
