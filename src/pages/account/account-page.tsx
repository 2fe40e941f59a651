import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountReturn } from '@/auth/account-return';
import { useAuth, useIsSessionKnown } from '@/auth/auth-context';
import { useMyBookings } from '@/bookings/use-my-bookings';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { accountPage as words } from '@/content/account-page';
import { paths } from '@/content/paths';
import { useSavedClassesState } from '@/saved-classes/saved-classes';
import { SavedClassesNotices } from '@/saved-classes/saved-classes-notices';
import { AccountSettings } from './account-settings';
import { MyWeek } from './my-week';

const HEADING_ID = 'my-week-heading';

/** Sign-in and sign-up bring the visitor back here. */
const backHere: AccountReturn = { returnTo: paths.account };

/**
 * A member's own page: My week (their bookings and saved classes), then their account settings. The
 * prerender has only the shell that says what the page is for; who is signed in, and their
 * classes, fill it once the session is known.
 */
export function AccountPage() {
  // No followSession(): without a saved session the visitor is certainly signed out, and this
  // page then costs no Firebase download (with one, the session is followed anyway).
  const { user } = useAuth();
  const isKnown = useIsSessionKnown();
  const [wasDeleted, setWasDeleted] = useState(false);
  const { status } = useSavedClassesState();
  // Read once each time the page opens for a member (and never for a visitor who is not one).
  const bookings = useMyBookings(user?.uid);
  // The settings come with the week, in one step, rather than under a list still loading that
  // would push them down.
  const showsSettings = user && (status === 'ready' || status === 'failed') && bookings.state.phase !== 'loading';

  return (
    <>
      <PageMeta title={words.title} description={words.description} noIndex />
      <PageBanner title={words.title} />
      {/* At least a screen tall, so the footer is below the fold while the page fills in and
          nothing on screen moves (the shell says "checking", then the member's week arrives). */}
      <div className="min-h-svh bg-paper">
        <section aria-labelledby={HEADING_ID} className="px-4 py-16 sm:py-20">
          <div className="mx-auto max-w-4xl">
            <h2
              id={HEADING_ID}
              className="font-display text-2xl font-black uppercase tracking-wide outline-none sm:text-3xl"
            >
              {words.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-ink/80">{words.intro}</p>
            {user ? (
              <MyWeek headingId={HEADING_ID} bookings={bookings} />
            ) : wasDeleted ? (
              <p
                role="status"
                tabIndex={-1}
                // The settings that had focus are gone: the visitor goes on from this message.
                ref={(element) => element?.focus()}
                className="mt-8 bg-white p-6 font-semibold shadow-lg shadow-black/5"
              >
                {words.deleted}
              </p>
            ) : isKnown ? (
              <SignedOut />
            ) : (
              <>
                <p role="status" className="mt-8 text-ink/80 noscript:hidden">
                  {words.checking}
                </p>
                <noscript>
                  <p className="mt-8 font-semibold">{words.needsScript}</p>
                </noscript>
              </>
            )}
          </div>
        </section>
        {showsSettings && <AccountSettings user={user} onAccountDeleted={() => setWasDeleted(true)} />}
      </div>
      <SavedClassesNotices isMyWeek />
    </>
  );
}

function SignedOut() {
  return (
    <div className="mt-8 bg-white p-6 shadow-lg shadow-black/5">
      <p>{words.signedOut.text}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <ButtonLink to={paths.signIn} state={backHere}>
          {words.signedOut.signIn}
        </ButtonLink>
        <Link
          to={paths.signUp}
          state={backHere}
          className="inline-flex min-h-11 items-center font-semibold text-brick underline underline-offset-4"
        >
          {words.signedOut.signUp}
        </Link>
      </div>
    </div>
  );
}
