import { useId, useRef, useState } from 'react';
import { classLabels } from '@/content/class-labels';
import type { GymClassName } from '@/content/class-names';
import { placesOf } from '@/content/class-places-facts';
import { deskOverview as words } from '@/content/desk-overview';
import { trainers } from '@/content/trainers';
import { useKnownChanges } from '@/desk/current-changes';
import { formatDeskCount } from '@/desk/desk-count-format';
import { afterCancellation, type SessionRoster } from '@/desk/session-roster';
import { dayAndMonthParts } from '@/i18n/date-words';
import { pageIntlLocale } from '@/i18n/format';
import { ChangeLines } from '@/live-timetable/change-lines';
import { formatLiveTime, sessionChangeLines } from '@/live-timetable/live-timetable-format';
import { attendanceOpensAt, isAttendanceOpen, isFreeCancellation } from '@/timetable/booking-window';
import { GYM_TIME_ZONE } from '@/timetable/gym-time';
import { sessionChanges } from '@/timetable/session-changes';
import { placesLeft } from '@/timetable/session-count';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';
import { wallClockIn } from '@/timetable/zoned-time';
import { CountCorrection } from './count-correction';
import { RosterMember, RosterTrial } from './roster-people';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Tuesday 18:00", "mardi 18:00": a session's start in the gym's time, on the 24-hour clock. */
function weekdayAndTime(start: Date): string {
  const wall = wallClockIn(start, GYM_TIME_ZONE);
  return `${dayAndMonthParts(wall, pageIntlLocale).weekday} ${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`;
}

/** "Today, Tuesday 6:00pm-7:00pm: Boxing with Youssef Gharbi", from the timetable where it can. */
function sessionHeading(roster: SessionRoster): string {
  const day = roster.dayOffset === 0 ? words.roster.today : words.roster.tomorrow;
  const slot = roster.session?.slot;
  if (slot) {
    return words.roster.session({
      day,
      weekday: weekdayName(slot.day),
      time: formatClassHours(slot.time),
      className: classLabels[slot.className],
      trainer: trainers.find((trainer) => trainer.id === slot.trainerId)?.name ?? '',
    });
  }
  // Not isGymClassName: the class list's own module would become a chunk of its own for one lookup.
  const className = Object.hasOwn(classLabels, roster.className)
    ? classLabels[roster.className as GymClassName]
    : roster.className;
  return words.roster.unknownSession({ day, when: weekdayAndTime(roster.start), className });
}

interface RosterSessionProps {
  roster: SessionRoster;
  now: Date;
  onChange: (next: (found: SessionRoster) => SessionRoster) => void;
}

/**
 * One session of the roster: what the timetable changes say about it, its places left and
 * waitlist, the members booked and the trial visitors, each with the one-tap attendance marks
 * once marking opens (an hour before the start, as the rules allow), and the count's correction.
 */
export function RosterSession({ roster, now, onChange }: RosterSessionProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const changes = useKnownChanges();
  const { session, count } = roster;
  const lines = session
    ? sessionChangeLines(session.slot, session.date, sessionChanges(session.slot, session.date, changes))
    : [];
  const isMarking = isAttendanceOpen(roster.start, now);
  const willMoveUp = Boolean(session && count && count.queue.length > 0 && isFreeCancellation(session, now));

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-ink/20 pt-4" data-session={roster.sessionId}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold">
        {sessionHeading(roster)}
      </h4>
      <ChangeLines lines={lines} className="mt-1" />
      {session && count ? (
        <p className="mt-1 text-sm">
          {words.roster.placesLeft(
            formatDeskCount(placesLeft(count, session.slot.className)),
            formatDeskCount(placesOf(session.slot.className)),
          )}
          {' · '}
          {words.roster.waitlist(formatDeskCount(count.queue.length))}
        </p>
      ) : null}
      {isMarking ? null : (
        <p className="mt-1 text-sm text-ink/80">
          {words.roster.attendance.opensAt(formatLiveTime(wallClockIn(attendanceOpensAt(roster.start), GYM_TIME_ZONE)))}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <h5 className="mt-3 text-sm font-semibold">{words.roster.membersHeading}</h5>
      {roster.booked.length === 0 ? (
        <p className="text-sm text-ink/80">{words.roster.noMembers}</p>
      ) : (
        <ul>
          {roster.booked.map((booking) => (
            <RosterMember
              key={booking.id}
              booking={booking}
              session={session}
              isMarking={isMarking}
              willMoveUp={willMoveUp}
              onCancelled={(outcome) => {
                onChange((found) => afterCancellation(found, booking.id, outcome));
                setAnnouncement(words.roster.cancel.done(booking.name));
                // The member's row is gone: reading resumes at the session it was in.
                headingRef.current?.focus();
              }}
            />
          ))}
        </ul>
      )}

      {roster.trials.length > 0 ? (
        <>
          <h5 className="mt-3 text-sm font-semibold">{words.roster.trialsHeading}</h5>
          <ul>
            {roster.trials.map((trial) => (
              <RosterTrial key={trial.id} trial={trial} isMarking={isMarking} />
            ))}
          </ul>
        </>
      ) : null}

      {session && count ? (
        <CountCorrection
          sessionId={session.sessionId}
          className={session.slot.className}
          count={count}
          onCorrected={(corrected) => onChange((found) => ({ ...found, count: corrected }))}
        />
      ) : null}
    </section>
  );
}
