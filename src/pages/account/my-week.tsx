import { useState } from 'react';
import { BookClass } from '@/bookings/book-class';
import { bookedSessions, type MyBooking } from '@/bookings/my-bookings';
import type { MyBookings } from '@/bookings/use-my-bookings';
import { Button, ButtonLink } from '@/components/ui/button';
import { accountPage as words } from '@/content/account-page';
import { paths } from '@/content/paths';
import { downloadTextFile } from '@/lib/download-file';
import { optionalPart, useOptionalPart } from '@/lib/optional-part';
import { timetableChangesWhenKnown } from '@/live-timetable/timetable-changes-when-known';
import { useTimetableChanges } from '@/live-timetable/use-timetable-changes';
import { savedClasses, useSavedClassesState } from '@/saved-classes/saved-classes';
import {
  bookingCalendarFileName,
  bookingCalendarText,
  classCalendarFileName,
  classCalendarText,
  ICS_MEDIA_TYPE,
  weekCalendarFileName,
  weekCalendarText,
} from '@/timetable/calendar';
import { type ClassSlot, classSlotById } from '@/timetable/class-slots';
import { orderFromToday } from '@/timetable/next-class-date';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { MyWeekBookings } from './my-week-bookings';
import { MyWeekClass } from './my-week-class';

// What the changes do to the week (words, dates, calendar files): only when there are changes.
const myWeekLive = optionalPart(() => import('./my-week-live'));

/**
 * A calendar file with the changes in it, once the page's one read has answered (bounded; the
 * file as without changes if it fails, or if the code for them cannot be loaded).
 */
async function withChangesWhenKnown(
  text: string,
  slots: readonly ClassSlot[],
  known: readonly TimetableChange[] | undefined,
  now: Date,
): Promise<string> {
  const changes = await timetableChangesWhenKnown(known);
  if (changes.length === 0) return text;
  try {
    const { withTimetableChanges } = await myWeekLive.attempt();
    return withTimetableChanges(text, slots, changes, now);
  } catch {
    return text;
  }
}

interface MyWeekProps {
  /** Where focus goes when a removed class leaves the list. */
  headingId: string;
  /** The member's bookings, read by the page (its settings wait for them). */
  bookings: MyBookings;
}

/**
 * The signed-in member's week: their bookings (dated sessions and waitlist places), then their
 * saved classes as their own timetable, ordered from now in Tunis time, with calendar downloads
 * (each booked session, each class, and the whole week with both); or why there is nothing to
 * show yet. Once the live changes are known, a class's next date skips a session that does not
 * take place, each class says what changes its coming sessions, and the calendar files of the
 * classes carry the changes.
 */
export function MyWeek({ headingId, bookings }: MyWeekProps) {
  const { status, savedIds } = useSavedClassesState();
  const [hasDownloadFailed, setHasDownloadFailed] = useState(false);
  const changes = useTimetableChanges();
  const live = useOptionalPart(myWeekLive, (changes?.length ?? 0) > 0);

  const now = new Date();
  const slots = savedIds.map(classSlotById).filter((slot) => slot !== undefined);
  // Until the changes and their code arrive (or when either fails), the week as the timetable has it.
  const upcoming = live && changes ? live.orderFromTodayWithChanges(slots, now, changes) : orderFromToday(slots, now);
  const weekSlots = upcoming.map((item) => item.slot);
  const booked = bookings.state.phase === 'ready' ? bookedSessions(bookings.state.bookings, now) : [];

  function save(fileName: string, text: string) {
    setHasDownloadFailed(!downloadTextFile(fileName, text, ICS_MEDIA_TYPE));
  }

  /**
   * A calendar file with the changes in it. Known already: at once, within the click. Not yet:
   * after the page's one read, rather than a file that would put a cancelled class back in the
   * member's calendar.
   */
  function download(fileName: string, fileSlots: readonly ClassSlot[], text: string) {
    if (changes?.length === 0 || fileSlots.length === 0) save(fileName, text);
    else if (changes && live) save(fileName, live.withTimetableChanges(text, fileSlots, changes, now));
    else void withChangesWhenKnown(text, fileSlots, changes, now).then((file) => save(fileName, file));
  }

  function downloadBooking({ record, session }: MyBooking) {
    download(bookingCalendarFileName(session), [], bookingCalendarText({ bookingId: record.id, session }, now));
  }

  function remove(slot: ClassSlot) {
    savedClasses.setSaved(slot.id, false);
    // The class's own controls are gone: continue from the top of the list.
    const heading = document.getElementById(headingId);
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }

  return (
    <>
      <MyWeekBookings bookings={bookings} now={now} onAddToCalendar={downloadBooking} />
      {status === 'failed' && savedIds.length === 0 ? (
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p className="font-semibold text-brick">{words.loadFailed}</p>
          <Button variant="dark" onClick={() => savedClasses.retry()}>
            {words.retry}
          </Button>
        </div>
      ) : status !== 'ready' && savedIds.length === 0 ? (
        <p role="status" className="mt-8 text-ink/80">
          {words.loading}
        </p>
      ) : savedIds.length === 0 ? (
        <div className="mt-8 bg-white p-6 shadow-lg shadow-black/5">
          <p>{words.empty.text}</p>
          <ButtonLink to={paths.schedule} className="mt-4">
            {words.empty.link}
          </ButtonLink>
        </div>
      ) : (
        <ol className="mt-8 flex flex-col gap-4">
          {upcoming.map((item) => (
            <MyWeekClass
              key={item.slot.id}
              upcoming={item}
              changes={live && changes && <live.ClassChanges slot={item.slot} changes={changes} now={now} />}
              book={<BookClass slot={item.slot} />}
              onAddToCalendar={() =>
                download(classCalendarFileName(item.slot), [item.slot], classCalendarText(item.slot, now))
              }
              onRemove={() => remove(item.slot)}
            />
          ))}
        </ol>
      )}
      {(weekSlots.length > 0 || booked.length > 0) && (
        <div className="mt-8 flex flex-col items-start gap-3">
          <Button
            variant="dark"
            onClick={() => download(weekCalendarFileName(), weekSlots, weekCalendarText(weekSlots, now, booked))}
          >
            {words.weekToCalendar}
          </Button>
          <p className="text-sm text-ink/80">{words.calendarHint}</p>
        </div>
      )}
      {hasDownloadFailed && (
        <p role="alert" className="mt-4 font-semibold text-brick">
          {words.downloadFailed}
        </p>
      )}
    </>
  );
}
