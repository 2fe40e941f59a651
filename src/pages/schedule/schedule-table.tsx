import { Link } from 'react-router-dom';
import { BookClass } from '@/bookings/book-class';
import { classLabels } from '@/content/class-labels';
import { paths } from '@/content/paths';
import { schedulePage as words } from '@/content/schedule-page';
import { trainerById } from '@/content/trainers';
import { trialCall } from '@/content/trial-call';
import { cn } from '@/lib/cn';
import { optionalPart, useOptionalPart } from '@/lib/optional-part';
import type { Weekday } from '@/lib/weekdays';
import type { LiveChanges } from '@/live-timetable/use-live-changes';
import { SaveClassButton } from '@/saved-classes/save-class-button';
import { classSlotAt } from '@/timetable/class-slots';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';
import type { ScheduleEntry } from '@/timetable/weekly-timetable';
import { ClassHours } from './class-hours';

// Loaded only once the page has changes to show: most visits have none.
const rowChangeLines = optionalPart(() => import('./row-change-lines'));

// Tight on phones so all four columns fit 390 px without scrolling sideways.
const cell = 'px-2 py-4 sm:px-6';
const firstCell = 'py-4 pe-2 ps-4 sm:px-6';
const lastCell = 'py-4 pe-4 ps-2 text-end sm:px-6';

interface ScheduleTableProps {
  day: Weekday;
  entries: readonly ScheduleEntry[];
  /** The live changes, once they arrive (never in the prerender or the hydration). */
  live?: LiveChanges;
}

/**
 * A day's classes as a real table: class name (row header), time, trainer, a link to join, a
 * free trial call, Book with its places left and a Save toggle (stacked under the link on phones,
 * where four columns already fill the width; the trial call may wrap there, the spec's Join Now
 * may not).
 */
export function ScheduleTable({ day, entries, live }: ScheduleTableProps) {
  return (
    <div className="-mx-4 overflow-hidden border-ink/10 bg-white shadow-lg shadow-black/5 sm:mx-0 sm:border">
      <table className="w-full border-collapse text-start text-sm sm:text-base">
        <caption className="bg-ink px-4 py-5 text-start font-display text-xl font-black uppercase tracking-wider text-white sm:px-6 sm:text-2xl">
          {words.caption(weekdayName(day))}
        </caption>
        <thead className="border-b-2 border-red bg-night font-display text-xs uppercase tracking-wider text-white sm:text-sm sm:tracking-widest">
          <tr>
            <th scope="col" className={firstCell}>
              {words.columns.className}
            </th>
            <th scope="col" className={cell}>
              {words.columns.time}
            </th>
            <th scope="col" className={cell}>
              {words.columns.trainer}
            </th>
            <th scope="col" className={lastCell}>
              <span className="sr-only">{words.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.time} className="border-t border-ink/10 even:bg-paper">
              <th scope="row" className={cn(firstCell, 'font-display font-bold uppercase tracking-wide')}>
                {classLabels[entry.className]}
              </th>
              {/* Positioned: the row's change lines are laid out from here (row-change-lines.tsx). */}
              <td className={cn(cell, 'relative')}>
                <ClassHours range={entry.time} />
                {live && <SlotChangeLines day={day} time={entry.time} live={live} />}
              </td>
              <td className={cell}>{trainerById(entry.trainerId).name}</td>
              <td className={lastCell}>
                {/* Top-aligned: Book's places line hangs under it, below the row's other buttons. */}
                <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-start sm:justify-end">
                  <Link
                    to={paths.contactForClass(entry.className)}
                    aria-label={words.joinLabel(classLabels[entry.className])}
                    className="inline-flex min-h-11 items-center justify-center whitespace-nowrap bg-red px-2.5 font-display text-xs font-bold uppercase tracking-wider text-white transition-colors hover:bg-ink sm:px-5 sm:text-sm sm:tracking-widest"
                  >
                    {words.joinNow}
                  </Link>
                  <TrialSlotLink day={day} time={entry.time} />
                  <BookSlot day={day} time={entry.time} />
                  <SaveSlotButton day={day} time={entry.time} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SlotChangeLines({ day, time, live }: { day: Weekday; time: string; live: LiveChanges }) {
  const slot = classSlotAt(day, time);
  const lines = useOptionalPart(rowChangeLines, slot !== undefined);
  return slot && lines ? <lines.RowChangeLines slot={slot} live={live} /> : null;
}

function BookSlot({ day, time }: { day: Weekday; time: string }) {
  const slot = classSlotAt(day, time);
  return slot ? <BookClass slot={slot} /> : null;
}

function SaveSlotButton({ day, time }: { day: Weekday; time: string }) {
  const slot = classSlotAt(day, time);
  return slot ? <SaveClassButton slot={slot} look="light" /> : null;
}

/** "Book a free trial" for this row's class on its next date (the trial page preselects both). */
function TrialSlotLink({ day, time }: { day: Weekday; time: string }) {
  const slot = classSlotAt(day, time);
  if (!slot) return null;
  return (
    <Link
      to={paths.trialForSlot(slot.id)}
      aria-label={trialCall.bookSlot(classLabels[slot.className], formatClassHours(slot.time))}
      className="inline-flex min-h-11 max-w-28 items-center text-end text-xs font-semibold text-brick underline underline-offset-4 hover:text-ink sm:max-w-none sm:text-sm"
    >
      {trialCall.book}
    </Link>
  );
}
