/**
 * What the live changes do to the trial form's dates, in words: loaded on demand, and
 * only when there are changes, so the trial page's first load carries none of it (its dates
 * appear after the page has started in any case).
 */
import { liveTimetable as words } from '@/content/live-timetable';
import { ChangeLines } from '@/live-timetable/change-lines';
import {
  type ChangeLine,
  formatLiveDate,
  formatLiveHours,
  sessionChangeLines,
} from '@/live-timetable/live-timetable-format';
import { type SessionStatus, sessionChanges } from '@/timetable/session-changes';
import type { ClassSession } from '@/timetable/sessions';
import type { TimetableChange } from '@/timetable/timetable-changes';

export interface LiveSession {
  /** It does not take place (cancelled, or the gym closed at its time): it cannot be chosen. */
  isOff: boolean;
  /** Why it cannot be chosen, as short as "full". */
  mark: string | undefined;
  /** Its new hours, when staff moved it. */
  hours: string | undefined;
  /** What changed, in sentences ("Cancelled on Friday 27 November"), with any note staff added. */
  lines: ChangeLine[];
}

function offMark(status: SessionStatus): string | undefined {
  if (!status.isOff) return undefined;
  if (status.cancelled) return words.offMark.cancelled;
  return status.excludedBy?.closed ? words.offMark.gymClosed : words.offMark.outsideHours;
}

export function describeSession(session: ClassSession, changes: readonly TimetableChange[]): LiveSession {
  const status = sessionChanges(session.slot, session.date, changes);
  return {
    isOff: status.isOff,
    mark: offMark(status),
    hours: status.moved ? formatLiveHours(status.start, status.end) : undefined,
    lines: sessionChangeLines(session.slot, session.date, status),
  };
}

/** Said when the date the visitor had chosen turns out not to take place. */
export const chosenSessionOff = (session: ClassSession) => words.chosenSessionOff(formatLiveDate(session.date));

/** Said when a date is found not to take place as the request is being sent. */
export const sessionOffError = words.sessionOffError;

export { ChangeLines };
