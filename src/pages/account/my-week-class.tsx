import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { accountPage as words } from '@/content/account-page';
import { classLabels } from '@/content/class-labels';
import { paths } from '@/content/paths';
import { trainerById } from '@/content/trainers';
import { formatNextClassDate } from '@/timetable/format-class-date';
import type { UpcomingClass } from '@/timetable/next-class-date';
import { slotName } from '@/timetable/slot-name';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';

interface MyWeekClassProps {
  upcoming: UpcomingClass;
  /** What the live changes do to its coming sessions, in words, once known. */
  changes?: ReactNode;
  /** The Book control for the class's coming dates, first among the actions. */
  book?: ReactNode;
  onAddToCalendar: () => void;
  onRemove: () => void;
}

/**
 * One saved class: when it next meets, who teaches it, what changes its coming sessions
 * ("Cancelled on Friday 27 November"), and what the member can do with it.
 */
export function MyWeekClass({ upcoming, changes, book, onAddToCalendar, onRemove }: MyWeekClassProps) {
  const { slot, start } = upcoming;
  const name = slotName(slot);
  const label = classLabels[slot.className];
  return (
    <li className="flex flex-col gap-4 bg-white p-5 shadow-lg shadow-black/5 sm:p-6 md:flex-row md:items-center">
      <div className="flex-1">
        <h3 className="font-display text-xl font-black uppercase tracking-wide">{label}</h3>
        <p className="mt-1 font-semibold text-brick">{formatNextClassDate(start)}</p>
        <p className="mt-1 text-ink/80">
          {words.weeklyClass(weekdayName(slot.day), formatClassHours(slot.time), trainerById(slot.trainerId).name)}
        </p>
        {changes}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {book}
        <ButtonLink to={paths.contactForClass(slot.className)} aria-label={words.joinLabel(label)}>
          {words.joinNow}
        </ButtonLink>
        <Button variant="dark" onClick={onAddToCalendar} aria-label={words.addToCalendarLabel(name)}>
          {words.addToCalendar}
        </Button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={words.removeLabel(name)}
          className="min-h-11 px-3 font-semibold text-brick underline underline-offset-4 hover:text-ink"
        >
          {words.remove}
        </button>
      </div>
    </li>
  );
}
