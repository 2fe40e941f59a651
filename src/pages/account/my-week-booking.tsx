import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { actionFor, type BookingAction, type MyBooking } from '@/bookings/my-bookings';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { FREE_CANCELLATION_HOURS } from '@/content/booking-facts';
import { classLabels } from '@/content/class-labels';
import { myWeekBookings as words } from '@/content/my-week-bookings';
import type { CancelResult } from '@/firebase/bookings';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import { formatCount, formatLongDate, ordinalCategory } from '@/i18n/format';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';

interface MyWeekBookingProps {
  booking: MyBooking;
  /** Its place in line when it waits, if known. */
  position: number | undefined;
  /** The page's clock at this render. */
  now: Date;
  onCancel: (booking: MyBooking) => Promise<CancelResult>;
  onAddToCalendar: (booking: MyBooking) => void;
}

// Formatted when a booking shows, not when the page's code loads: a formatter wakes the engine's locale data.
const cutoffHours = () => formatCount(FREE_CANCELLATION_HOURS);

/** Where the booking stands, in words: "Booked", "2nd in line", "Cancelled late"… */
function statusOf({ record }: MyBooking, position: number | undefined): string {
  switch (record.status) {
    case 'booked':
      return record.promoted ? words.status.movedUp : words.status.booked;
    case 'waiting':
      return position === undefined
        ? words.status.waiting
        : words.status.inLine({ value: position, number: formatCount(position), category: ordinalCategory(position) });
    case 'cancelled':
      return words.status.cancelled;
    case 'late-cancelled':
      return words.status.lateCancelled;
    case 'left':
      return words.status.left;
    case 'cancelled-by-gym':
      return words.status.cancelledByGym;
  }
}

/** What the member's next step costs, said under the booking. */
function hintFor(action: BookingAction): string {
  if (action === 'cancel-free') return words.freeUntil(cutoffHours());
  if (action === 'cancel-late') return words.lateNow;
  return action === 'leave' ? words.leaveFree : '';
}

/**
 * One booked session or waitlist place: the class, its date and hours, where it stands, and what
 * the member can do. A free cancellation and leaving a waitlist happen at once; a late
 * cancellation first says it is late (the place still goes back) and asks again. Once done, the
 * booking stays in the list as cancelled, as the next visit shows it, and focus goes to its new
 * status, which says so.
 */
export function MyWeekBooking({ booking, position, now, onCancel, onAddToCalendar }: MyWeekBookingProps) {
  const { record, session } = booking;
  const [isConfirmingLate, setIsConfirmingLate] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<FirestoreFailure>();
  const id = useId();
  const ids = { status: `${id}-status`, cancel: `${id}-cancel`, confirm: `${id}-confirm`, warning: `${id}-late` };
  /** Set in the click itself, before React renders: a second press in the same moment sends nothing. */
  const isPendingRef = useRef(false);
  /** Where focus goes once the render that the change asked for is on screen. */
  const focusNext = useRef<keyof typeof ids | null>(null);

  useEffect(() => {
    if (focusNext.current) document.getElementById(ids[focusNext.current])?.focus();
    focusNext.current = null;
  });

  const label = classLabels[session.slot.className];
  const weekday = weekdayName(session.slot.day);
  const date = formatLongDate(session.date);
  const name = words.sessionName(label, weekday, date);
  const action = actionFor(booking, now);

  async function send() {
    if (isPendingRef.current) return;
    isPendingRef.current = true;
    setIsPending(true);
    setFailure(undefined);
    const result = await onCancel(booking);
    isPendingRef.current = false;
    setIsPending(false);
    if (result.ok) {
      setIsConfirmingLate(false);
      focusNext.current = 'status';
    } else {
      setFailure(result.reason);
    }
  }

  function handleCancel() {
    if (isPendingRef.current) return;
    // The clock moves while the page stays open: late is decided when the member asks.
    if (actionFor(booking, new Date()) === 'cancel-late') {
      focusNext.current = 'confirm';
      setFailure(undefined);
      setIsConfirmingLate(true);
    } else {
      void send();
    }
  }

  function handleKeep() {
    if (isPendingRef.current) return;
    focusNext.current = 'cancel';
    setFailure(undefined);
    setIsConfirmingLate(false);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') handleKeep();
  }

  return (
    <li className="flex flex-col gap-3 bg-white p-5 shadow-lg shadow-black/5 sm:p-6">
      <div>
        <p className="font-display text-xl font-black uppercase tracking-wide">{label}</p>
        <p className="mt-1 text-ink/80">{words.when(weekday, date, formatClassHours(session.slot.time))}</p>
        <p id={ids.status} tabIndex={-1} className="mt-1 font-semibold text-brick outline-none">
          {statusOf(booking, position)}
        </p>
        {hintFor(action) && <p className="mt-1 text-sm text-ink/80">{hintFor(action)}</p>}
      </div>
      {failure && (
        <p role="alert" className="border-s-4 border-brick bg-paper px-4 py-3 font-semibold text-brick">
          {words.changeFailed[failure]}
        </p>
      )}
      {isConfirmingLate ? (
        <form
          method={NON_NAVIGATING_FORM_METHOD}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
          onKeyDown={handleKeyDown}
          aria-busy={isPending}
          className="flex flex-col gap-3 border-s-4 border-brick bg-paper p-4"
        >
          <p id={ids.warning} className="font-semibold text-brick">
            {words.late.warning(cutoffHours())}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <SubmitButton
              id={ids.confirm}
              isPending={isPending}
              label={words.late.confirm}
              busyLabel={words.busy}
              aria-describedby={ids.warning}
            />
            <Button variant="dark" aria-disabled={isPending || undefined} onClick={handleKeep}>
              {words.late.keep}
            </Button>
          </div>
        </form>
      ) : (
        (action !== 'none' || record.status === 'booked') && (
          <div className="flex flex-wrap items-center gap-2">
            {record.status === 'booked' && session.end.getTime() > now.getTime() && (
              <Button
                variant="dark"
                onClick={() => onAddToCalendar(booking)}
                aria-label={words.addToCalendarLabel(name)}
              >
                {words.addToCalendar}
              </Button>
            )}
            {action !== 'none' && (
              <SubmitButton
                id={ids.cancel}
                type="button"
                variant="primary"
                isPending={isPending}
                label={action === 'leave' ? words.leave : words.cancel}
                busyLabel={words.busy}
                aria-label={
                  isPending ? undefined : action === 'leave' ? words.leaveLabel(name) : words.cancelLabel(name)
                }
                onClick={handleCancel}
              />
            )}
          </div>
        )
      )}
    </li>
  );
}
