import { useId } from 'react';
import { isAtCap, type MyBooking } from '@/bookings/my-bookings';
import type { MyBookings } from '@/bookings/use-my-bookings';
import { Button } from '@/components/ui/button';
import { MAX_UPCOMING_BOOKINGS } from '@/content/booking-facts';
import { myWeekBookings as words } from '@/content/my-week-bookings';
import { formatCount } from '@/i18n/format';
import { MyWeekBooking } from './my-week-booking';

interface MyWeekBookingsProps {
  bookings: MyBookings;
  /** The page's clock at this render. */
  now: Date;
  onAddToCalendar: (booking: MyBooking) => void;
}

/**
 * "Your bookings": the member's booked sessions and waitlist places, soonest first, with what
 * they can do with each. It says once, beside the list, that a waitlist place is confirmed here
 * and nowhere else; and when the member holds as many upcoming places as one member may. A read
 * that fails says why and offers to read again; a change that fails leaves the list as it was.
 */
export function MyWeekBookings({ bookings, now, onAddToCalendar }: MyWeekBookingsProps) {
  const headingId = useId();
  const { state } = bookings;
  if (state.phase === 'idle') return null;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="font-display text-xl font-black uppercase tracking-wide">
        {words.heading}
      </h3>
      <p className="mt-2 max-w-2xl text-ink/80">{words.confirmedHereOnly}</p>
      {state.phase === 'loading' && (
        <p role="status" className="mt-4 text-ink/80">
          {words.loading}
        </p>
      )}
      {state.phase === 'failed' && (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <p role="alert" className="font-semibold text-brick">
            {words.loadFailed[state.reason]}
          </p>
          <Button variant="dark" onClick={bookings.retry}>
            {words.retry}
          </Button>
        </div>
      )}
      {state.phase === 'ready' && state.bookings.length === 0 && <p className="mt-4">{words.empty}</p>}
      {state.phase === 'ready' && state.bookings.length > 0 && (
        <>
          {isAtCap(state.bookings, now) && (
            <p className="mt-4 border-s-4 border-brick bg-white px-4 py-3 font-semibold">
              {words.atCap(formatCount(MAX_UPCOMING_BOOKINGS))}
            </p>
          )}
          <ol className="mt-4 flex flex-col gap-4">
            {state.bookings.map((booking) => (
              <MyWeekBooking
                key={booking.record.id}
                booking={booking}
                position={state.positions?.get(booking.record.id)}
                now={now}
                onCancel={bookings.cancel}
                onAddToCalendar={onAddToCalendar}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
