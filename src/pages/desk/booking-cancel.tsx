import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { deskOverview as words } from '@/content/desk-overview';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import type { SessionOutcome } from '@/firebase/session-batches';
import { visibleText } from '@/lib/visible-text';
import type { BookingRecord } from '@/timetable/booking-record';
import type { ClassSession } from '@/timetable/sessions';

type CancelPhase =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'cancelling' }
  | { kind: 'failed'; reason: FirestoreFailure };

interface BookingCancelProps {
  booking: BookingRecord;
  session: ClassSession;
  /** Someone waits and the line still moves up: they take the place. */
  willMoveUp: boolean;
  onCancelled: (outcome: SessionOutcome) => void;
}

/**
 * The gym cancels a member's booking, in two steps: "Cancel booking" asks (saying where the place
 * goes), "Yes, cancel it" does it. Keeping the booking puts focus back on "Cancel booking".
 */
export function BookingCancel({ booking, session, willMoveUp, onCancelled }: BookingCancelProps) {
  const [phase, setPhase] = useState<CancelPhase>({ kind: 'idle' });
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const text = words.roster.cancel;

  useEffect(() => {
    if (phase.kind === 'confirming') confirmRef.current?.focus();
    else if (phase.kind === 'idle' && wasAsking.current) cancelRef.current?.focus();
    wasAsking.current = phase.kind !== 'idle';
  }, [phase]);

  async function handleConfirm() {
    if (phase.kind === 'cancelling') return;
    setPhase({ kind: 'cancelling' });
    const { cancelBookingAtDesk } = await import('@/firebase/desk-bookings');
    const result = await cancelBookingAtDesk(booking, session);
    if (result.ok) onCancelled(result.value);
    else setPhase({ kind: 'failed', reason: result.reason });
  }

  if (phase.kind === 'idle') {
    return (
      <button
        ref={cancelRef}
        type="button"
        className="inline-flex min-h-11 items-center border-2 border-brick px-4 font-semibold text-brick hover:bg-ink hover:text-white"
        onClick={() => setPhase({ kind: 'confirming' })}
      >
        {text.button}
      </button>
    );
  }
  const isCancelling = phase.kind === 'cancelling';
  return (
    <div className="flex w-full flex-col gap-3 border-2 border-brick p-4">
      <p dir="auto" className="font-semibold">
        {text.confirm(visibleText(booking.name))}
      </p>
      <p>{willMoveUp ? text.movesUp : text.frees}</p>
      <div className="flex flex-wrap gap-3">
        <button
          ref={confirmRef}
          type="button"
          className={buttonClasses('dark')}
          aria-disabled={isCancelling || undefined}
          onClick={handleConfirm}
        >
          {isCancelling ? text.cancelling : text.yes}
        </button>
        <Button
          variant="outline"
          className="border-ink text-ink hover:bg-ink hover:text-white"
          disabled={isCancelling}
          onClick={() => setPhase({ kind: 'idle' })}
        >
          {text.keep}
        </Button>
      </div>
      {phase.kind === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-brick">
          {text.failures[phase.reason]}
        </p>
      ) : null}
    </div>
  );
}
