import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountReturn } from '@/auth/account-return';
import { useAuth, useIsSessionKnown } from '@/auth/auth-context';
import { useSignOut } from '@/auth/use-sign-out';
import { PageBanner } from '@/components/layout/page-banner';
import { PageMeta } from '@/components/layout/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { deskPage as words } from '@/content/desk';
import { STAFF_ADD_COMMAND } from '@/content/desk-facts';
import { deskInbox } from '@/content/desk-inbox';
import { paths } from '@/content/paths';
import { useStaffAccess } from '@/desk/use-staff-access';
import { optionalPart } from '@/lib/optional-part';
import { DeskOverview } from './desk-overview';
import { DeskPart } from './desk-part';

const HEADING_ID = 'desk-heading';

// The timetable changes and the inbox, with what they need (Firestore queries, the replies in three
// languages), load once the account is known to be staff: the desk's own chunk stays small.
const deskChanges = optionalPart(() => import('./desk-changes'));
const deskInboxPart = optionalPart(() => import('./desk-inbox'));

/** Sign-in brings the visitor back here. */
const backHere: AccountReturn = { returnTo: paths.desk };

/**
 * The front desk, for staff only (the `staff` claim, README "Staff"). The prerender has only
 * the shell that says what the page is for; who is signed in, and whether they are staff, fill
 * it once the session is known. Nobody who is not staff gets anything read for them.
 */
export function DeskPage() {
  const { user } = useAuth();
  const isKnown = useIsSessionKnown();
  const signInRef = useRef<HTMLAnchorElement>(null);
  // Here, not in the signed-in panel that signing out removes: the sign-in link then takes focus.
  const handleSignOut = useSignOut(signInRef);
  const [newCount, setNewCount] = useState<number>();
  const title = newCount ? deskInbox.titleWithCount(newCount, words.title) : words.title;

  return (
    <>
      <PageMeta title={title} description={words.description} noIndex />
      <PageBanner title={words.title} />
      {/* At least a screen tall, so the footer stays below the fold while the page fills in. */}
      <div className="min-h-svh bg-paper">
        <section aria-labelledby={HEADING_ID} className="px-4 py-16 sm:py-20">
          <div className="mx-auto max-w-4xl">
            <h2 id={HEADING_ID} className="font-display text-2xl font-black uppercase tracking-wide sm:text-3xl">
              {words.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-ink/80">{words.intro}</p>
            {user ? (
              <SignedIn uid={user.uid} email={user.email ?? ''} onSignOut={handleSignOut} onNewCount={setNewCount} />
            ) : isKnown ? (
              <SignedOut signInRef={signInRef} />
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
      </div>
    </>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <div className="mt-8 bg-white p-6 shadow-lg shadow-black/5">{children}</div>;
}

function SignedOut({ signInRef }: { signInRef: RefObject<HTMLAnchorElement | null> }) {
  return (
    <Panel>
      <p>{words.signedOut.text}</p>
      <p className="mt-2 text-ink/80">{words.howToGetAccess(STAFF_ADD_COMMAND, words.yourEmail)}</p>
      <Link ref={signInRef} to={paths.signIn} state={backHere} className={buttonClasses('primary', 'mt-4')}>
        {words.signedOut.signIn}
      </Link>
    </Panel>
  );
}

interface SignedInProps {
  uid: string;
  email: string;
  onSignOut: () => void;
  onNewCount: (count: number | undefined) => void;
}

function SignedIn({ uid, email, onSignOut, onNewCount }: SignedInProps) {
  const { access, retry } = useStaffAccess(uid);
  const signOut = (
    <Button variant="dark" className="mt-4" onClick={onSignOut}>
      {words.signOut}
    </Button>
  );

  if (access === 'checking') {
    return (
      <p role="status" className="mt-8 text-ink/80">
        {words.checkingAccess}
      </p>
    );
  }
  if (access === 'failed' || access === 'signed-out') {
    return (
      <Panel>
        <p role="alert">{words.accessFailed}</p>
        <Button className="mt-4" onClick={retry}>
          {words.retry}
        </Button>
      </Panel>
    );
  }
  if (access === 'not-staff') {
    return (
      <Panel>
        <p className="font-semibold">{words.notStaff(email)}</p>
        <p className="mt-2 text-ink/80">
          {words.howToGetAccess(STAFF_ADD_COMMAND, email)} {words.afterGrant}
        </p>
        {signOut}
      </Panel>
    );
  }
  return (
    <>
      <Panel>
        <p>{words.signedInAsStaff(email)}</p>
        {signOut}
        <DeskOverview />
      </Panel>
      <DeskPart
        part={deskChanges}
        loading={words.changesLoading}
        failed={words.changesLoadFailed}
        retry={words.retry}
        className="mt-10"
      >
        {(changes) => <changes.DeskChanges />}
      </DeskPart>
      <DeskPart
        part={deskInboxPart}
        loading={deskInbox.loading}
        failed={deskInbox.failures.network}
        retry={deskInbox.retry}
        className="mt-10"
      >
        {(inbox) => <inbox.DeskInbox onNewCount={onNewCount} />}
      </DeskPart>
    </>
  );
}
