/**
 * "Book" for one class of the week: on timetable rows, class cards and My week's saved classes.
 * What is in the page from its first paint is only this: the button, and the room its places
 * line will take. The dates it can book depend on today, so they (and the places left, read
 * once for the whole page) come with the rest of the control (live-book-class.tsx), which takes
 * exactly this room: nothing on the page moves. They come when the visitor shows interest in any
 * Book of the page (a pointer over it, focus, a touch, a press), not by themselves: a page that is
 * only read costs no download and no read beyond its changes (`npm run budget` counts them).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { bookAfterSignInOf } from '@/auth/account-return';
import { bookingCall } from '@/content/booking-call';
import { optionalPart, useHasPartFailed, useOptionalPart } from '@/lib/optional-part';
import type { ClassSlot } from '@/timetable/class-slots';
import { slotName } from '@/timetable/slot-name';
import { type BookClassLook, BookControlView } from './book-control-view';
import { isBookingWanted, onBookingWantedChange, showInterest, showSlot } from './slots-on-page';

export interface BookClassProps {
  slot: ClassSlot;
  look?: BookClassLook;
  className?: string;
}

// The live control arrives after the first paint; if its code cannot be downloaded (offline),
// there is nothing the button could do: it goes, and its room stays. The next page that shows a
// Book downloads it afresh.
const liveBookPart = optionalPart(() => import('./live-book-class'));

function BookClassOffline({ slot, look = 'light', className }: BookClassProps) {
  return (
    <BookControlView
      look={look}
      className={className}
      label={bookingCall.bookSlot(slotName(slot))}
      onBook={() => undefined}
      isUnavailable
    />
  );
}

const notWantedYet = () => false;

export function BookClass({ slot, look = 'light', className }: BookClassProps) {
  const wanted = useSyncExternalStore(onBookingWantedChange, isBookingWanted, notWantedYet);
  // Back from sign-in with a session chosen (the visitor pressed Book before): the controls go
  // live at once, and stay so when the return's state is cleared, to open the booking.
  const isReturning = bookAfterSignInOf(useLocation().state) !== null;
  useEffect(() => {
    if (isReturning) showInterest();
  }, [isReturning]);
  const [isPressedEarly, setIsPressedEarly] = useState(false);
  const [isStarted, setIsStarted] = useState(false);
  // Never in the prerender or the hydration: the live control is for the started page.
  useEffect(() => setIsStarted(true), []);
  useEffect(() => showSlot(slot), [slot]);
  const isLive = isStarted && (wanted || isReturning || isPressedEarly);
  const painted = (
    <BookControlView
      look={look}
      className={className}
      label={bookingCall.bookSlot(slotName(slot))}
      onInterest={showInterest}
      // A press before the live control has arrived is kept, and answered once it has.
      onBook={() => {
        setIsPressedEarly(true);
        showInterest();
      }}
    />
  );
  const live = useOptionalPart(liveBookPart, isLive);
  const hasFailed = useHasPartFailed(liveBookPart);
  if (!isLive) return painted;
  if (live) {
    // Keyed by the slot: a row shown for another day's class starts afresh.
    return (
      <live.LiveBookClass key={slot.id} slot={slot} look={look} className={className} isPressedEarly={isPressedEarly} />
    );
  }
  return hasFailed ? <BookClassOffline slot={slot} look={look} className={className} /> : painted;
}
