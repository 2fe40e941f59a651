/**
 * The live changes in the calendar files (RFC 5545 §3.8.5.1, §3.8.4.4): an EXDATE for each
 * session that does not take place, and an overriding VEVENT (same UID as the weekly series,
 * RECURRENCE-ID naming the original start) for each one moved or taught by a substitute. A
 * member who imports the file again gets their calendar updated, not a second event.
 */
import { classCalendar } from '@/content/class-calendar';
import { classLabels } from '@/content/class-labels';
import { paths } from '@/content/paths';
import { site } from '@/content/site';
import { absoluteUrl } from '@/content/site-url';
import { trainerById } from '@/content/trainers';
import { pagePath } from '@/i18n/page-locale';
import { formatAddress } from '@/lib/address';
import { eventUid } from './calendar';
import { escapeText, formatUtcDateTime, formatWallClock, icsText } from './calendar-text';
import type { ClassSlot } from './class-slots';
import { type GymDate, wallClockOfDate } from './gym-date';
import { GYM_TIME_ZONE } from './gym-time';
import { changedSessions } from './session-changes';
import type { TimetableChange } from './timetable-changes';
import type { ClockTime } from './twelve-hour-time';

const zonedAt = (date: GymDate, time: ClockTime) =>
  `;TZID=${GYM_TIME_ZONE}:${formatWallClock({ ...wallClockOfDate(date), hour: time.hour, minute: time.minute })}`;

/** EXDATE lines for the series of `slot`: its sessions that do not take place. */
export function cancelledDateLines(slot: ClassSlot, changes: readonly TimetableChange[], now: Date): string[] {
  return changedSessions(slot, changes, now)
    .filter(({ status }) => status.isOff)
    .map(({ date }) => `EXDATE${zonedAt(date, slot.start)}`);
}

/** One VEVENT for each session that takes place changed: at its new time, with its own coach. */
export function overridingEventLines(slot: ClassSlot, changes: readonly TimetableChange[], now: Date): string[] {
  return changedSessions(slot, changes, now)
    .filter(({ status }) => !status.isOff)
    .flatMap(({ date, status }) => {
      const trainer = trainerById(status.substitute?.trainerId ?? slot.trainerId);
      return [
        'BEGIN:VEVENT',
        `UID:${eventUid(slot)}`,
        `RECURRENCE-ID${zonedAt(date, slot.start)}`,
        `DTSTAMP:${formatUtcDateTime(now)}`,
        `DTSTART${zonedAt(date, status.start)}`,
        `DTEND${zonedAt(date, status.end)}`,
        `SUMMARY:${escapeText(classCalendar.eventSummary(classLabels[slot.className]))}`,
        `LOCATION:${escapeText(formatAddress(site.address))}`,
        `DESCRIPTION:${escapeText(classCalendar.eventDescription(trainer.name, absoluteUrl(pagePath(paths.scheduleDay(slot.day)))))}`,
        'END:VEVENT',
      ];
    });
}

const LINE_END = '\r\n';

/**
 * A calendar file from calendar.ts (classCalendarText / weekCalendarText of the same `slots`
 * and `now`) with the changes laid in: each series gets its EXDATE lines, and the overriding
 * events follow the series. Kept beside calendar.ts rather than inside it, so the file without
 * changes stays exactly what it was.
 */
export function withTimetableChanges(
  calendarText: string,
  slots: readonly ClassSlot[],
  changes: readonly TimetableChange[],
  now: Date,
): string {
  let text = calendarText;
  for (const slot of slots) {
    const exdates = cancelledDateLines(slot, changes, now);
    const uidAt = text.indexOf(`${LINE_END}UID:${eventUid(slot)}${LINE_END}`);
    const endAt = text.indexOf(`${LINE_END}END:VEVENT${LINE_END}`, uidAt);
    if (exdates.length === 0 || uidAt < 0 || endAt < 0) continue;
    text = `${text.slice(0, endAt + LINE_END.length)}${icsText(exdates)}${text.slice(endAt + LINE_END.length)}`;
  }
  const overrides = slots.flatMap((slot) => overridingEventLines(slot, changes, now));
  const calendarEnd = text.lastIndexOf(`END:VCALENDAR${LINE_END}`);
  if (overrides.length === 0 || calendarEnd < 0) return text;
  return `${text.slice(0, calendarEnd)}${icsText(overrides)}${text.slice(calendarEnd)}`;
}
