import { deskOverview as words } from '@/content/desk-overview';
import { useAttendanceMark } from '@/desk/use-attendance-mark';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import { cn } from '@/lib/cn';
import { visibleText } from '@/lib/visible-text';
import { ATTENDANCE_MARKS, type AttendanceMark } from '@/timetable/booking-record';

const MARK_CLASSES =
  'inline-flex min-h-11 items-center border-2 border-ink px-4 font-semibold aria-disabled:cursor-wait';

interface AttendanceMarksProps {
  /** The person's name as they gave it. */
  name: string;
  stored: AttendanceMark | undefined;
  save: (mark: AttendanceMark) => Promise<{ ok: true } | { ok: false; reason: FirestoreFailure }>;
}

/**
 * "Came" and "No-show" for one person: one tap marks, the pressed one shows what is marked (in
 * words to a screen reader, by its fill on screen), the other undoes it. A mark that could not be
 * saved goes back, and the reason stays under the buttons until the next tap.
 */
export function AttendanceMarks({ name, stored, save }: AttendanceMarksProps) {
  const { mark, isSaving, failure, choose } = useAttendanceMark(stored, save);
  return (
    <div className="flex flex-col gap-1">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{words.roster.attendance.label(visibleText(name))}</legend>
        {ATTENDANCE_MARKS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={mark === value}
            aria-disabled={isSaving || undefined}
            className={cn(MARK_CLASSES, mark === value ? 'bg-ink text-white' : 'bg-white text-ink')}
            onClick={() => choose(value)}
          >
            {value === 'attended' ? words.roster.attendance.came : words.roster.attendance.noShow}
          </button>
        ))}
      </fieldset>
      {failure ? (
        <p role="alert" className="text-sm font-semibold text-brick">
          {words.roster.attendance.failures[failure]}
        </p>
      ) : null}
    </div>
  );
}
