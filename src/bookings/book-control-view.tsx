/**
 * The Book control's one layout, shared by the first paint (book-class.tsx) and the live control
 * (live-book-class.tsx), so the one can take the other's place without moving anything.
 */
import type { ReactNode, Ref } from 'react';
import { bookingCall } from '@/content/booking-call';
import { cn } from '@/lib/cn';

const looks = {
  /** On a white or pale table row, or a page. */
  light: { button: 'bg-ink text-white hover:bg-red', status: 'text-ink/75' },
  /** Over a class card's picture. */
  dark: { button: 'bg-white text-ink hover:bg-red hover:text-white', status: 'text-white/90' },
} as const;

export type BookClassLook = keyof typeof looks;

interface BookControlViewProps {
  look: BookClassLook;
  className: string | undefined;
  /** The button's name: the class and its date once known, the class of the week until then. */
  label: string;
  onBook: () => void;
  /** No date can be booked: the button keeps its room but is gone for everyone. */
  isUnavailable?: boolean;
  /** The places left, or why there is nothing to book; empty until known. */
  status?: ReactNode;
  statusId?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The visitor shows interest (a pointer over it, focus, a touch): the live control may come. */
  onInterest?: () => void;
  children?: ReactNode;
}

/**
 * The control's one layout, shared by the first paint and the live control: a fixed width (so
 * the words arriving never change the row or card around it) and two lines kept for the places.
 * Narrower on phones, where an Arabic timetable row has no room for more at 360 px; every places
 * line still fits its two lines there.
 */
export function BookControlView({
  look,
  className,
  label,
  onBook,
  isUnavailable = false,
  status,
  statusId,
  buttonRef,
  onInterest,
  children,
}: BookControlViewProps) {
  return (
    // It needs the app: with scripting off there is nothing it could do.
    <div className={cn('flex w-20 shrink-0 flex-col gap-1 noscript:hidden sm:w-28', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-describedby={status && statusId ? statusId : undefined}
        onClick={onBook}
        onPointerEnter={onInterest}
        onFocus={onInterest}
        onTouchStart={onInterest}
        className={cn(
          'inline-flex min-h-11 w-full items-center justify-center px-2 font-display text-xs font-bold uppercase tracking-wider transition-colors sm:text-sm',
          looks[look].button,
          isUnavailable && 'invisible',
        )}
      >
        {bookingCall.book}
      </button>
      <p id={statusId} className={cn('min-h-8 text-center text-xs leading-4', looks[look].status)}>
        {status}
      </p>
      {children}
    </div>
  );
}
