/**
 * The .ics calendar files members download: one class, or their whole week, as weekly
 * recurring events in Africa/Tunis time that Google Calendar, Apple Calendar and Outlook
 * import; a booked session or a free trial as one event on its date. Built in the browser from
 * the timetable data, so a file always matches the site.
 */
import { bookingCalendar } from '@/content/booking-calendar';
import { classCalendar } from '@/content/class-calendar';
import { classLabels } from '@/content/class-labels';
import { paths } from '@/content/paths';
import { site } from '@/content/site';
import { absoluteUrl } from '@/content/site-url';
import { trainerById } from '@/content/trainers';
import { pagePath } from '@/i18n/page-locale';
import { formatAddress } from '@/lib/address';
import { slugify } from '@/lib/slug';
import type { Weekday } from '@/lib/weekdays';
import { weekdayName } from '@/timetable/timetable-format';
import { escapeText, formatUtcDateTime, formatWallClock, icsText } from './calendar-text';
import type { ClassSlot } from './class-slots';
import { GYM_TIME_ZONE } from './gym-time';
import { nextClassDate } from './next-class-date';
import type { ClassSession } from './sessions';
import { wallClockIn } from './zoned-time';

/** The type to give the file's Blob or download. */
export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';

/**
 * Africa/Tunis has kept UTC+1 (CET) all year since 2009, so its VTIMEZONE needs one STANDARD
 * rule. A unit test checks this against Intl's zone data: if Tunisia changes its rules, it
 * fails and this block must follow.
 */
export const GYM_ZONE_UTC_OFFSET = '+0100';
const GYM_ZONE_ABBREVIATION = 'CET';

const byDayCodes: Readonly<Record<Weekday, string>> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};

const gymZoneLines = [
  'BEGIN:VTIMEZONE',
  `TZID:${GYM_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${GYM_ZONE_UTC_OFFSET}`,
  `TZOFFSETTO:${GYM_ZONE_UTC_OFFSET}`,
  `TZNAME:${GYM_ZONE_ABBREVIATION}`,
  'END:STANDARD',
  'END:VTIMEZONE',
];

const uidHost = () => new URL(site.url).host;

/** Same slot, same UID, whatever the day it is downloaded: importing again updates the event. */
export function eventUid(slot: ClassSlot): string {
  return `${slot.id}@${uidHost()}`;
}

/** A member's booked session, as its calendar event: the booking names it, the session dates it. */
export interface BookedSession {
  bookingId: string;
  session: ClassSession;
}

/**
 * One booking, one UID, in the week's file and in its own alike: importing either again updates
 * the event, and a booking made again for the same session is an event of its own.
 */
export function bookingEventUid(bookingId: string): string {
  return `booking-${bookingId}@${uidHost()}`;
}

/** The day's timetable in the page's language. */
const timetableUrl = (day: Weekday) => absoluteUrl(pagePath(paths.scheduleDay(day)));

const zoned = (instant: Date) => formatWallClock(wallClockIn(instant, GYM_TIME_ZONE));

/**
 * The weekly series of a saved class. `booked` sessions of the same slot are left out of it
 * (EXDATE): their booking's own event stands for them, so the calendar does not show the class
 * twice, and the weekly one comes back in the next download once the booking is cancelled.
 */
function eventLines(slot: ClassSlot, now: Date, booked: readonly BookedSession[] = []): string[] {
  const { start, end } = nextClassDate(slot, now);
  const trainer = trainerById(slot.trainerId);
  const exdates = booked
    .filter(({ session }) => session.slot.id === slot.id && session.start.getTime() >= start.getTime())
    .map(({ session }) => `EXDATE;TZID=${GYM_TIME_ZONE}:${zoned(session.start)}`);
  return [
    'BEGIN:VEVENT',
    `UID:${eventUid(slot)}`,
    `DTSTAMP:${formatUtcDateTime(now)}`,
    `DTSTART;TZID=${GYM_TIME_ZONE}:${zoned(start)}`,
    `DTEND;TZID=${GYM_TIME_ZONE}:${zoned(end)}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${byDayCodes[slot.day]}`,
    ...exdates,
    `SUMMARY:${escapeText(classCalendar.eventSummary(classLabels[slot.className]))}`,
    `LOCATION:${escapeText(formatAddress(site.address))}`,
    `DESCRIPTION:${escapeText(classCalendar.eventDescription(trainer.name, timetableUrl(slot.day)))}`,
    'END:VEVENT',
  ];
}

/** One event on a session's own date, no RRULE: the member holds that day, not the weekly class. */
function sessionEventLines(uid: string, session: ClassSession, summary: string, now: Date): string[] {
  const { slot } = session;
  const trainer = trainerById(slot.trainerId);
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${formatUtcDateTime(now)}`,
    `DTSTART;TZID=${GYM_TIME_ZONE}:${zoned(session.start)}`,
    `DTEND;TZID=${GYM_TIME_ZONE}:${zoned(session.end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(formatAddress(site.address))}`,
    `DESCRIPTION:${escapeText(classCalendar.eventDescription(trainer.name, timetableUrl(slot.day)))}`,
    'END:VEVENT',
  ];
}

function bookedEventLines({ bookingId, session }: BookedSession, now: Date): string[] {
  const summary = bookingCalendar.bookedSummary(classLabels[session.slot.className]);
  return sessionEventLines(bookingEventUid(bookingId), session, summary, now);
}

function calendarText(name: string, events: readonly string[]): string {
  return icsText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Class timetable//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...gymZoneLines,
    ...events,
    'END:VCALENDAR',
  ]);
}

/** One class as a weekly event starting at its next occurrence after `now`. */
export function classCalendarText(slot: ClassSlot, now: Date): string {
  return calendarText(
    classCalendar.classCalendarName(classLabels[slot.className], weekdayName(slot.day)),
    eventLines(slot, now),
  );
}

/**
 * A member's week: their saved classes, one weekly event each, in the order given, then each of
 * their `booked` sessions (only places held: not a waitlist place, not a cancelled booking) as
 * one event on its date.
 */
export function weekCalendarText(
  slots: readonly ClassSlot[],
  now: Date,
  booked: readonly BookedSession[] = [],
): string {
  return calendarText(classCalendar.weekCalendarName, [
    ...slots.flatMap((slot) => eventLines(slot, now, booked)),
    ...booked.flatMap((each) => bookedEventLines(each, now)),
  ]);
}

/** One booked session on its own: the same event as in the week's file. */
export function bookingCalendarText(booked: BookedSession, now: Date): string {
  return calendarText(
    bookingCalendar.bookedSummary(classLabels[booked.session.slot.className]),
    bookedEventLines(booked, now),
  );
}

/**
 * A booked free trial: one event on the session's own date (the visitor booked that day, not the
 * weekly class). Its UID names the session, so importing it twice updates it.
 */
export function trialCalendarText(session: ClassSession, now: Date): string {
  const summary = classCalendar.trialSummary(classLabels[session.slot.className]);
  return calendarText(summary, sessionEventLines(`${session.sessionId}@${uidHost()}`, session, summary, now));
}

const fileName = (words: string) => `${slugify(`${site.name} ${words}`)}.ics`;

/**
 * e.g. rivage-gym-fitness-monday.ics. A slug keeps Latin letters and digits only: words in
 * another script (Arabic) leave nothing, so the name falls back on the class's own id.
 */
export function classCalendarFileName(slot: ClassSlot): string {
  const words = slugify(classCalendar.classFileWords(classLabels[slot.className], weekdayName(slot.day)));
  return fileName(words || slot.id);
}

/** e.g. rivage-gym-free-trial-fitness-2026-11-30.ics; the session's id where the words leave nothing. */
export function trialCalendarFileName(session: ClassSession): string {
  const words = slugify(classCalendar.trialFileWords(classLabels[session.slot.className], session.date));
  return fileName(words || session.sessionId);
}

/** e.g. rivage-gym-booked-cycling-2026-11-27.ics; the session's id where the words leave nothing. */
export function bookingCalendarFileName(session: ClassSession): string {
  const words = slugify(bookingCalendar.bookedFileWords(classLabels[session.slot.className], session.date));
  return fileName(words || session.sessionId);
}

/** rivage-gym-my-week.ics */
export function weekCalendarFileName(): string {
  return fileName(classCalendar.weekFileWords);
}
