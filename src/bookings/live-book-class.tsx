/**
 * The Book control once the page has started (book-class.tsx paints it first): the class's dates
 * that can be booked now (the booking window, less any the live changes cancel), the places left
 * of the first from the page's one read, and what Book does. A signed-out visitor goes through
 * sign-in (or sign-up) and comes back with the session chosen, in the history entry's state as
 * Save does; a member gets the booking dialog, whose code and Firestore load only then.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type AccountReturn, bookAfterSignInOf } from '@/auth/account-return';
import { useAuth, useIsSessionKnown } from '@/auth/auth-context';
import { booking as words } from '@/content/booking';
import { bookingCall } from '@/content/booking-call';
import { paths } from '@/content/paths';
import { retryableLoad } from '@/lib/retryable-load';
import { useTimetableChanges } from '@/live-timetable/use-timetable-changes';
import { bookableSessions } from '@/timetable/booking-window';
import type { ClassSlot } from '@/timetable/class-slots';
import { sessionChanges } from '@/timetable/session-changes';
import { type ClassSession, sessionById } from '@/timetable/sessions';
import { slotName } from '@/timetable/slot-name';
import { type BookClassLook, BookControlView } from './book-control-view';
import { placesText, sessionName } from './session-words';
import { slotsOnPage } from './slots-on-page';
import { sessionCounts, useSessionCounts } from './use-session-counts';

const bookingDialog = retryableLoad(() => import('./booking-dialog'));
type BookingDialogModule = Awaited<typeof bookingDialog.loaded>;

interface LiveBookClassProps {
  slot: ClassSlot;
  look: BookClassLook;
  className: string | undefined;
  /** Book was pressed before this arrived: answer it at once. */
  isPressedEarly: boolean;
}

/** A press of Book, waiting until the page knows whether a member is signed in; the session it names, if any. */
type BookRequest = { sessionId: string | undefined };

export function LiveBookClass({ slot, look, className, isPressedEarly }: LiveBookClassProps) {
  // The dates depend on the clock, read once the page has started (never in the prerender).
  const [now] = useState(() => new Date());
  const dates = useMemo(() => bookableSessions([slot], now), [slot, now]);
  const changes = useTimetableChanges();
  const isOff = useCallback(
    (session: ClassSession) => (changes ? sessionChanges(session.slot, session.date, changes).isOff : false),
    [changes],
  );
  const open = dates.filter((session) => !isOff(session));
  // The first control to arrive asks for every Book's sessions on the page: one read.
  const wanted = useMemo(
    () => bookableSessions([slot, ...slotsOnPage()], now).map((session) => session.sessionId),
    [slot, now],
  );
  const counts = useSessionCounts(wanted);

  const { user } = useAuth();
  const isSessionKnown = useIsSessionKnown();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const [request, setRequest] = useState<BookRequest | null>(isPressedEarly ? { sessionId: undefined } : null);
  const [dialog, setDialog] = useState<{ module: BookingDialogModule; sessionId: string } | null>(null);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const statusId = useId();
  const isMountedRef = useRef(true);
  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  // Back from sign-in with one of this class's sessions chosen: its booking opens as soon as the
  // page knows the member. Done once: a reload or Back to this entry must not open it again.
  const returned = bookAfterSignInOf(location.state);
  const returnedHere = returned && sessionById(returned)?.slot.id === slot.id ? returned : null;
  useEffect(() => {
    if (!returnedHere || !isSessionKnown || !user) return;
    navigate(here, { replace: true, state: null, preventScrollReset: true });
    setRequest({ sessionId: returnedHere });
  }, [returnedHere, isSessionKnown, user, here, navigate]);

  const firstOpenId = open[0]?.sessionId;
  useEffect(() => {
    if (!request || !isSessionKnown) return;
    setRequest(null);
    const sessionId = request.sessionId ?? firstOpenId;
    if (!sessionId) return;
    if (!user) {
      const back: AccountReturn = { returnTo: here, bookSessionId: sessionId };
      navigate(paths.signIn, { state: back });
      return;
    }
    setHasLoadFailed(false);
    bookingDialog.attempt().then(
      (module) => {
        if (isMountedRef.current) setDialog({ module, sessionId });
      },
      () => {
        if (isMountedRef.current) setHasLoadFailed(true);
      },
    );
  }, [request, isSessionKnown, user, firstOpenId, here, navigate]);

  const [first] = open;
  const count = first && counts.get(first.sessionId);
  let status: string | undefined;
  if (hasLoadFailed) status = words.openFailed;
  else if (!first) status = words.closed;
  else if (count) status = placesText(first, count, now);
  const label =
    open.length === 1 && first ? words.bookSession(sessionName(first)) : bookingCall.bookSlot(slotName(slot));

  const chosen = dialog && sessionById(dialog.sessionId);
  // The dialog offers the dates open now, and the one asked for even if it has closed since (it says so).
  const choices = chosen && !open.some((session) => session.sessionId === chosen.sessionId) ? [chosen, ...open] : open;
  return (
    <BookControlView
      look={look}
      className={className}
      label={label}
      onBook={() => setRequest({ sessionId: undefined })}
      isUnavailable={!first}
      status={status}
      statusId={statusId}
      buttonRef={buttonRef}
    >
      {hasLoadFailed && (
        <span role="alert" className="sr-only">
          {words.openFailed}
        </span>
      )}
      {dialog && chosen && user && (
        <dialog.module.BookingDialog
          sessions={choices}
          chosenId={chosen.sessionId}
          counts={counts}
          isOff={isOff}
          uid={user.uid}
          returnFocusRef={buttonRef}
          onClose={() => setDialog(null)}
          onBooked={sessionCounts.recordBooking}
        />
      )}
    </BookControlView>
  );
}
