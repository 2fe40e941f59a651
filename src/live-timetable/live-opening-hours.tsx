/**
 * Beside the opening hours (the footer on every page, the contact page): whether the gym is open
 * now, in Africa/Tunis time, and the special hours staff posted for the coming days.
 * Its own chunk, loaded after the page has started: the prerendered hours stay as they are, and
 * the line appears in space kept for it once the one read of the changes has answered (or given
 * up, when it says what the weekly hours alone say), never while a special day could contradict it.
 */
import { useEffect, useState } from 'react';
import { liveTimetable as words } from '@/content/live-timetable';
import { siteFacts } from '@/content/site-facts';
import { addGymDays, gymDateOf, weekdayOfGymDate } from '@/timetable/gym-date';
import type { HoursChange, TimetableChange } from '@/timetable/timetable-changes';
import { weekdayName } from '@/timetable/timetable-format';
import { ChangeLines } from './change-lines';
import { formatLiveDate, formatLiveTime, hoursChangeLine } from './live-timetable-format';
import { type OpeningState, openingState, type RegularHours } from './opening-state';
import { useTimetableChanges } from './use-timetable-changes';

const regularHours: RegularHours = siteFacts;

/** How far ahead the special hours are listed beside the weekly ones. */
export const SPECIAL_HOURS_AHEAD_DAYS = 14;
/** The open-now line is computed again every minute: a page left open still tells the truth. */
const CLOCK_TICK_MS = 60_000;

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * "Open now · closes at 9:00pm", "Closed now · opens at 7:00am", "Closed now · opens Monday at
 * 7:00am", or, on a day without opening, "Closed today" and (`after`) "opens Monday at 7:00am":
 * two parts, so the note of a special closure ("Eid") can stand right after "Closed today".
 */
export function openingStateText(state: OpeningState, now: Date): { text: string; after?: string } {
  if (state.isOpen) return { text: words.openNow(formatLiveTime(state.closes)) };
  const { next } = state;
  const today = gymDateOf(now);
  if (next?.date === today) return { text: words.closedNowOpensToday(formatLiveTime(next.opens)) };
  // A weekday names the next opening within the week; further off (a long closure), the date does.
  const day =
    next && (next.date < addGymDays(today, 7) ? weekdayName(weekdayOfGymDate(next.date)) : formatLiveDate(next.date));
  if (state.isClosedToday)
    return { text: words.closedToday, after: next && day ? words.opensOn(day, formatLiveTime(next.opens)) : undefined };
  return { text: next && day ? words.closedNowOpensOn(day, formatLiveTime(next.opens)) : words.closedToday };
}

/** The special hours that touch today or the coming days, soonest first. */
export function comingSpecialHours(changes: readonly TimetableChange[], now: Date): HoursChange[] {
  const today = gymDateOf(now);
  const horizon = addGymDays(today, SPECIAL_HOURS_AHEAD_DAYS);
  return changes
    .filter((change): change is HoursChange => change.kind === 'hours' && change.to >= today && change.from <= horizon)
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

interface LiveOpeningHoursProps {
  tone: 'onLight' | 'onDark';
  /**
   * The footer's form: the nearest special hours only, without their note (today's note stays in
   * the opening line), so the lines fit the space the footer keeps for them from the first paint.
   * The contact page lists them all, notes included.
   */
  isCompact?: boolean;
  className?: string;
}

export default function LiveOpeningHours({ tone, isCompact = false, className }: LiveOpeningHoursProps) {
  const changes = useTimetableChanges();
  const now = useMinuteClock();
  if (!changes) return null;
  const state = openingState(now, regularHours, changes);
  const todayNote = state.isOpen ? undefined : state.today.change?.note;
  const { text, after } = openingStateText(state, now);
  const coming = comingSpecialHours(changes, now).map(hoursChangeLine);
  const special = isCompact ? coming.slice(0, 1).map((line) => ({ ...line, note: undefined })) : coming;
  return (
    <div className={className}>
      <p data-testid="opening-state" className={tone === 'onDark' ? 'text-white' : 'text-ink'}>
        {text}
        {todayNote ? (
          <>
            {' ('}
            <span lang={todayNote.locale} dir="auto">
              {todayNote.text}
            </span>
            {')'}
          </>
        ) : null}
        {after ? ` · ${after}` : null}
      </p>
      {special.length > 0 ? (
        <ChangeLines tone={tone} label={words.specialHoursHeading} className="mt-2" lines={special} />
      ) : null}
    </div>
  );
}
