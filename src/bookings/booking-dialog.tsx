/**
 * A signed-in member books a class session: the date (a choice when more than one is open), the
 * places left, the name the trainer sees on the class list (the member's own, prefilled once
 * known, kept for the next booking), and Book, or Join the waitlist when the session is full.
 * Loaded only when a member presses Book, with Firestore after it. Whatever fails, nothing chosen
 * or typed is lost: a place taken first by another member turns Book into Join the waitlist.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, failed, useSubmission } from '@/components/forms/use-submission';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Overlay } from '@/components/ui/overlay';
import { booking } from '@/content/booking';
import { MAX_UPCOMING_BOOKINGS } from '@/content/booking-facts';
import { classLabels } from '@/content/class-labels';
import { paths } from '@/content/paths';
import { trainerById } from '@/content/trainers';
import { bookSession, readMemberName } from '@/firebase/bookings';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import { formatCount } from '@/i18n/format';
import { timetableChangesAfresh } from '@/live-timetable/timetable-changes-when-known';
import { MEMBER_NAME_MAX_LENGTH } from '@/timetable/booking-record';
import { isBookingOpen } from '@/timetable/booking-window';
import { sessionChanges } from '@/timetable/session-changes';
import type { SessionCount } from '@/timetable/session-count';
import type { ClassSession } from '@/timetable/sessions';
import { type MemberNameProblem, memberNameProblem } from './member-name';
import { isWaitlistOnly, placesText, sessionName, sessionWhen } from './session-words';

const words = booking.dialog;

/** Why nothing was booked, as the dialog says it (words.failures). */
type BookingFailure = 'taken' | 'fullNow' | 'held' | 'cap' | 'waitlistFull' | 'closed' | 'off' | FirestoreFailure;

const failureText = (failure: BookingFailure) =>
  failure === 'cap' ? words.failures.cap(formatCount(MAX_UPCOMING_BOOKINGS)) : words.failures[failure];

const nameProblemText = (problem: MemberNameProblem) =>
  problem === 'tooLong' ? words.nameErrors.tooLong(formatCount(MEMBER_NAME_MAX_LENGTH)) : words.nameErrors[problem];

/**
 * After the rules refused a booking: whether the gym has cancelled the session (or closed) since
 * the page read the changes, read afresh. False when that read fails.
 */
async function isOffAfresh(session: ClassSession) {
  const changes = await timetableChangesAfresh();
  return sessionChanges(session.slot, session.date, changes).isOff;
}

interface Booked {
  status: 'booked' | 'waiting';
  what: string;
}

export interface BookingDialogProps {
  /** The dates to choose from, soonest first; the chosen one among them. */
  sessions: readonly ClassSession[];
  chosenId: string;
  /** The page's counts of those sessions (absent: not known). */
  counts: ReadonlyMap<string, SessionCount>;
  /** Whether the live changes say a session does not take place. */
  isOff: (session: ClassSession) => boolean;
  uid: string;
  /** The Book button: focus goes back to it when the dialog closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The booking went through: the page's count moves with it. */
  onBooked: (sessionId: string, status: 'booked' | 'waiting', bookingId: string) => void;
}

export function BookingDialog({
  sessions,
  chosenId,
  counts,
  isOff,
  uid,
  returnFocusRef,
  onClose,
  onBooked,
}: BookingDialogProps) {
  const id = useId();
  const [sessionId, setSessionId] = useState(chosenId);
  const session = sessions.find((candidate) => candidate.sessionId === sessionId) ?? sessions[0];
  const [name, setName] = useState('');
  const [storedName, setStoredName] = useState<string>();
  // Sessions another member filled while this one was choosing: only the waitlist is left there.
  const [takenIds, setTakenIds] = useState<ReadonlySet<string>>(() => new Set());
  // Sessions found cancelled by the gym after the page read the changes (a refusal told).
  const [offIds, setOffIds] = useState<ReadonlySet<string>>(() => new Set());
  const isOffNow = (choice: ClassSession) => offIds.has(choice.sessionId) || isOff(choice);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // The name given at an earlier booking fills the field, unless the member has started typing.
  useEffect(() => {
    let isCurrent = true;
    readMemberName(uid).then((result) => {
      if (!isCurrent || !result.ok || !result.value) return;
      const found = result.value;
      setStoredName(found);
      setName((typed) => (typed === '' ? found : typed));
    });
    return () => {
      isCurrent = false;
    };
  }, [uid]);

  const now = new Date();
  const count = session && counts.get(session.sessionId);
  const isWaitlist = session
    ? takenIds.has(session.sessionId) || (count !== undefined && isWaitlistOnly(session, count, now))
    : false;

  const form = useSubmission<'name', BookingFailure, Booked>({
    fields: { name: `${id}-name` },
    validate: () => {
      const problem = memberNameProblem(name);
      return problem ? { name: nameProblemText(problem) } : {};
    },
    async send() {
      if (!session) return failed('closed');
      if (isOffNow(session)) return failed('off');
      if (!isBookingOpen(session, new Date())) return failed('closed');
      const trimmed = name.trim();
      const mayWait = isWaitlist;
      const result = await bookSession({ session, uid, name: trimmed, saveName: trimmed !== storedName, mayWait });
      if (result.ok) {
        setStoredName(trimmed);
        onBooked(session.sessionId, result.status, result.bookingId);
        return done({ status: result.status, what: sessionName(session) });
      }
      if (result.reason === 'full') {
        if (mayWait) return failed('fullNow');
        setTakenIds((ids) => new Set(ids).add(session.sessionId));
        return failed('taken');
      }
      if (result.reason === 'rejected' && (await isOffAfresh(session))) {
        setOffIds((ids) => new Set(ids).add(session.sessionId));
        return failed('off');
      }
      return failed(result.reason === 'waitlist-full' ? 'waitlistFull' : result.reason);
    },
    fallbackFailure: 'unavailable',
  });

  // The outcome replaces the form: focus moves to it, so it is read and the dialog stays in hand.
  const booked = form.success;
  useEffect(() => {
    if (booked) doneRef.current?.focus();
  }, [booked]);

  if (!session) return null;
  const className = classLabels[session.slot.className];
  const isClosed = !isBookingOpen(session, now);
  const note = isOffNow(session) ? words.failures.off : isClosed ? words.failures.closed : undefined;
  const places = (choice: ClassSession) => {
    const known = counts.get(choice.sessionId);
    if (takenIds.has(choice.sessionId)) return booking.full;
    return known ? placesText(choice, known, now) : undefined;
  };

  return (
    <Overlay
      id={`${id}-dialog`}
      label={words.title(className)}
      isOpen
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      closeLabel={words.close}
      placement="end"
    >
      <div className="flex-1 bg-paper px-6 py-8 text-ink">
        <h2 className="font-display text-2xl font-black uppercase tracking-wider">{words.title(className)}</h2>
        <p className="mt-1 text-sm text-ink/75">{words.withTrainer(trainerById(session.slot.trainerId).name)}</p>
        {booked ? (
          <div className="mt-6 flex flex-col items-start gap-4">
            <p ref={doneRef} tabIndex={-1} className="font-semibold outline-none">
              {booked.status === 'booked' ? words.booked(booked.what) : words.waiting(booked.what)}
            </p>
            {booked.status === 'waiting' && <p>{words.waitingWhere}</p>}
            <Link
              to={paths.account}
              className="inline-flex min-h-11 items-center font-semibold text-brick underline underline-offset-4"
            >
              {words.seeMyWeek}
            </Link>
            <Button variant="dark" onClick={onClose}>
              {words.done}
            </Button>
          </div>
        ) : (
          <form
            method={NON_NAVIGATING_FORM_METHOD}
            noValidate
            onSubmit={form.handleSubmit}
            aria-busy={form.isPending}
            className="mt-6 flex flex-col gap-5"
          >
            {sessions.length > 1 ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm">{words.dateLegend}</legend>
                {sessions.map((choice) => (
                  <label
                    key={choice.sessionId}
                    className="flex min-h-12 cursor-pointer items-center gap-3 border-2 border-ink/25 bg-white px-2 py-1 has-checked:border-ink"
                  >
                    <input
                      type="radio"
                      name={`${id}-session`}
                      value={choice.sessionId}
                      checked={choice.sessionId === session.sessionId}
                      onChange={() => setSessionId(choice.sessionId)}
                      className="size-6 shrink-0 accent-red"
                    />
                    <span>
                      {sessionWhen(choice)}
                      <span className="block text-sm text-ink/75">{places(choice)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            ) : (
              <p>
                <span className="block font-semibold">{sessionWhen(session)}</span>
                <span className="block text-sm text-ink/75">{places(session)}</span>
              </p>
            )}
            {note && <p className="font-semibold text-brick">{note}</p>}
            <FormField
              {...form.fieldProps('name', name, setName)}
              look="account"
              label={words.nameLabel}
              hint={words.nameHint(formatCount(MEMBER_NAME_MAX_LENGTH))}
              autoComplete="name"
              required
            />
            <SubmissionAlert>{form.failure && failureText(form.failure)}</SubmissionAlert>
            <SubmitButton
              isPending={form.isPending}
              label={isWaitlist ? words.joinWaitlist : words.book}
              busyLabel={words.busy}
              variant="dark"
              className="w-full aria-disabled:cursor-wait"
            />
            <SubmissionStatus submission={form} pending={words.busy} className="sr-only" />
          </form>
        )}
      </div>
    </Overlay>
  );
}
