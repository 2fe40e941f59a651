import { deskOverview as words } from '@/content/desk-overview';
import { markTrialAttendance } from '@/firebase/desk-leads';
import type { DeskTrial } from '@/firebase/desk-trials';
import type { LeadStatus } from '@/firebase/lead-statuses';
import type { SessionOutcome } from '@/firebase/session-batches';
import type { AttendanceMark, BookingRecord } from '@/timetable/booking-record';
import type { ClassSession } from '@/timetable/sessions';
import { AttendanceMarks } from './attendance-marks';
import { BookingCancel } from './booking-cancel';
import { CancelledTrialMark } from './cancelled-trial-mark';
import { VisitorText } from './visitor-text';

// The content's status words, checked against the statuses the rules accept.
const statusWords: Readonly<Record<LeadStatus, string>> = words.statuses;

const ROW_CLASSES = 'flex flex-wrap items-center gap-3 border-b border-ink/10 py-3';

const saveBookingMark = (booking: BookingRecord) => (mark: AttendanceMark) =>
  import('@/firebase/desk-bookings').then((module) => module.markAttendance(booking, mark));

interface RosterMemberProps {
  booking: BookingRecord;
  /** Undefined only for a session the timetable no longer has: it cannot be cancelled from here. */
  session: ClassSession | undefined;
  isMarking: boolean;
  willMoveUp: boolean;
  onCancelled: (outcome: SessionOutcome) => void;
}

/** A member with a place: the name they gave, "moved up" when the waitlist gave it, the marks, and Cancel booking. */
export function RosterMember({ booking, session, isMarking, willMoveUp, onCancelled }: RosterMemberProps) {
  return (
    <li className={ROW_CLASSES}>
      <div className="min-w-0 flex-1 wrap-anywhere">
        <VisitorText text={booking.name} className="font-semibold" />
        {booking.promoted ? <p className="text-sm">{words.roster.movedUp}</p> : null}
      </div>
      {isMarking ? (
        <AttendanceMarks name={booking.name} stored={booking.attendance} save={saveBookingMark(booking)} />
      ) : null}
      {session ? (
        <BookingCancel booking={booking} session={session} willMoveUp={willMoveUp} onCancelled={onCancelled} />
      ) : null}
    </li>
  );
}

/** A trial visitor: name, phone and the request's status, the cancelled-session mark, and the marks. */
export function RosterTrial({ trial, isMarking }: { trial: DeskTrial; isMarking: boolean }) {
  return (
    <li className={ROW_CLASSES}>
      <div className="min-w-0 flex-1 wrap-anywhere">
        <VisitorText text={trial.name} className="font-semibold" />
        <p className="text-sm">
          <span className="sr-only">{words.roster.phone}: </span>
          <span dir="ltr">{trial.phone}</span>
          {' · '}
          <span className="sr-only">{words.roster.status}: </span>
          {statusWords[trial.status as LeadStatus] ?? words.otherStatus}
        </p>
        <CancelledTrialMark trial={trial} className="mt-1 flex flex-wrap items-center gap-2" />
      </div>
      {isMarking ? (
        <AttendanceMarks
          name={trial.name}
          stored={trial.attendance}
          save={(mark) => markTrialAttendance(trial, mark)}
        />
      ) : null}
    </li>
  );
}
