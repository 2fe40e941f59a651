/**
 * The live changes as the public pages say them, in the page's language: one line per
 * change a session or the opening hours carry, with the note staff typed beside it. Shared by the
 * schedule rows, the class cards, My week, the trial form and the opening hours, so the same
 * change reads the same everywhere. Shown only after the page has started (the changes arrive
 * after first paint), so nothing here is handed over from the prerender.
 */
import { liveTimetable as words } from '@/content/live-timetable';
import { trainerById } from '@/content/trainers';
import { spellDayAndMonth } from '@/i18n/date-words';
import { pageIntlLocale } from '@/i18n/format';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import type { ClassSlot } from '@/timetable/class-slots';
import { type GymDate, type GymTime, parseGymTime, wallClockOfDate } from '@/timetable/gym-date';
import type { SessionStatus } from '@/timetable/session-changes';
import type { ChangeNote, HoursChange } from '@/timetable/timetable-changes';
import type { ClockTime } from '@/timetable/twelve-hour-time';

/** One thing a visitor should know: the sentence, and the note staff added to it, if any. */
export interface ChangeLine {
  text: string;
  note: ChangeNote | undefined;
  /** The session does not take place (cancelled or the gym closed): shown as a warning. */
  isOff: boolean;
}

const asTime = (time: ClockTime | GymTime): ClockTime => (typeof time === 'string' ? parseGymTime(time) : time);

/** "7:00pm" in English, as the timetable writes its times; "19:00" elsewhere. */
export function formatLiveTime(time: ClockTime | GymTime): string {
  const { hour, minute } = asTime(time);
  const minutes = String(minute).padStart(2, '0');
  if (pageLocaleCode === 'en') return `${hour % 12 || 12}:${minutes}${hour < 12 ? 'am' : 'pm'}`;
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** "7:00pm-8:00pm" in English (the timetable's ranges), "19:00–20:00" elsewhere. */
export function formatLiveHours(start: ClockTime | GymTime, end: ClockTime | GymTime): string {
  return `${formatLiveTime(start)}${pageLocaleCode === 'en' ? '-' : '–'}${formatLiveTime(end)}`;
}

/** "Friday 27 November", "vendredi 27 novembre", "الجمعة 27 نوفمبر": a gym date with its weekday. */
export function formatLiveDate(date: GymDate): string {
  return spellDayAndMonth(wallClockOfDate(date), pageIntlLocale);
}

/** What one session's changes say, most important first; none when it runs as the timetable says. */
export function sessionChangeLines(slot: ClassSlot, date: GymDate, status: SessionStatus): ChangeLine[] {
  const when = formatLiveDate(date);
  if (status.cancelled) return [{ text: words.cancelled(when), note: status.cancelled.note, isOff: true }];
  if (status.excludedBy) {
    const text = status.excludedBy.closed ? words.gymClosed(when) : words.outsideHours(when);
    return [{ text, note: status.excludedBy.note, isOff: true }];
  }
  const lines: ChangeLine[] = [];
  if (status.moved) {
    const text = words.moved(when, formatLiveHours(status.start, status.end));
    lines.push({ text, note: status.moved.note, isOff: false });
  }
  if (status.substitute) {
    const trainer = trainerById(status.substitute.trainerId).name;
    const text = words.substitute(when, trainer, trainerById(slot.trainerId).name);
    lines.push({ text, note: status.substitute.note, isOff: false });
  }
  return lines;
}

/** Special hours as a line: "Friday 27 November: closed", "… to …: open 10:00am-4:00pm". */
export function hoursChangeLine(change: HoursChange): ChangeLine {
  const from = formatLiveDate(change.from);
  const dates = change.from === change.to ? from : words.dateRange(from, formatLiveDate(change.to));
  const text = change.closed
    ? words.hoursClosed(dates)
    : words.hoursOpen(dates, formatLiveHours(change.opens, change.closes));
  return { text, note: change.note, isOff: change.closed };
}
