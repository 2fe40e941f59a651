import { Link } from 'react-router-dom';
import { paths } from '@/content/paths';
import { schedulePage } from '@/content/schedule-page';
import { cn } from '@/lib/cn';
import { type Weekday, weekdays } from '@/lib/weekdays';
import { weekdayName } from '@/timetable/timetable-format';

interface DayPillsProps {
  /** The day the route shows: highlighted and marked as the current page. */
  currentDay: Weekday;
  /** Today at the gym, known only after mount; it carries a "Today" mark. */
  today: Weekday | null;
}

/** The seven days as pills. Switching day keeps the scroll position, so the table stays in view. */
export function DayPills({ currentDay, today }: DayPillsProps) {
  return (
    <nav aria-label={schedulePage.daysLabel}>
      <ul className="flex flex-wrap justify-center gap-x-2 gap-y-4 sm:gap-x-3">
        {weekdays.map((day) => {
          const isCurrent = day === currentDay;
          const isToday = day === today;
          return (
            <li key={day}>
              <Link
                to={paths.scheduleDay(day)}
                preventScrollReset
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'relative flex min-h-11 items-center rounded-full border-2 px-4 font-display text-sm font-bold uppercase tracking-wider transition-colors sm:px-6',
                  isCurrent
                    ? 'border-red bg-red text-white'
                    : 'border-ink/15 text-ink hover:border-red hover:text-brick',
                )}
              >
                {weekdayName(day)}
                {isToday && (
                  // No label of its own: the name is the visible text ("Sunday, Today"), so a visitor who
                  // speaks what they see can select it. The comma is only heard, a pause between the words.
                  <>
                    <span className="sr-only">{schedulePage.todayPause}</span>
                    {/* Positioned over the border, so the mark appearing after mount moves nothing. */}
                    <span
                      data-today-mark=""
                      className="absolute inset-x-0 -top-3 mx-auto w-fit rounded-full bg-ink px-2 py-0.5 text-[0.625rem] leading-none tracking-widest text-white ring-2 ring-white"
                    >
                      {schedulePage.today}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
