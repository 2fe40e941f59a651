/**
 * "Book" for one class of the week: on timetable rows, class cards and My week's saved classes.
 * What is in the page from its first paint is only this: the button, and the room its places
 * line will take. The dates it can book depend on today, so they (and the places left, read
 * once for the whole page) arrive after the first paint with the rest of the control
 * (live-book-class.tsx), which takes exactly this room: nothing on the page moves.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { bookingCall } from '@/content/booking-call';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { ClassSlot } from '@/timetable/class-slots';
import { slotName } from '@/timetable/slot-name';
import { type BookClassLook, BookControlView } from './book-control-view';
import { showSlot } from './slots-on-page';

export interface BookClassProps {
  slot: ClassSlot;
  look?: BookClassLook;
  className?: string;
}

// The live control arrives after the first paint; if its code cannot be downloaded (offline),
// there is nothing the button could do: it goes, and its room stays.
const LiveBookClass = lazy(() =>
  import('./live-book-class').then(
    (module) => ({ default: module.LiveBookClass }),
    () => ({ default: BookClassOffline }),
  ),
);

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

export function BookClass({ slot, look = 'light', className }: BookClassProps) {
  const [isLive, setIsLive] = useState(false);
  // A press before the live control has arrived is kept, and answered once it has.
  const [isPressedEarly, setIsPressedEarly] = useState(false);
  useEffect(() => afterNextPaint(() => setIsLive(true)), []);
  useEffect(() => showSlot(slot), [slot]);
  const painted = (
    <BookControlView
      look={look}
      className={className}
      label={bookingCall.bookSlot(slotName(slot))}
      onBook={() => {
        setIsPressedEarly(true);
        setIsLive(true);
      }}
    />
  );
  if (!isLive) return painted;
  return (
    <Suspense fallback={painted}>
      {/* Keyed by the slot: a row shown for another day's class starts afresh. */}
      <LiveBookClass key={slot.id} slot={slot} look={look} className={className} isPressedEarly={isPressedEarly} />
    </Suspense>
  );
}
