import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/content/paths';
import { signInPages } from '@/content/sign-in-pages';

const words = signInPages.signedIn;

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
        {words.signedInAs.before}
        <strong className="break-all">{email}</strong>
        {words.signedInAs.after}
      </p>
      <p className="mt-2 text-ink/80">{words.otherAccount}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={paths.home}>{words.home}</ButtonLink>
        <Button variant="dark" onClick={onSignOut}>
          {words.signOut}
        </Button>
      </div>
    </div>
  );
}
