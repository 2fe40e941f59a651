/**
 * Today's and tomorrow's trial requests grouped by the session they are for, soonest first, each
 * with its timetable slot (day, time, class, trainer) when the timetable still has it.
 */
import type { DeskTrial } from '@/firebase/desk-trials';
import { type ClassSlot, classSlotById } from '@/timetable/class-slots';
import { gymDayOffset } from '@/timetable/gym-days';

export interface TrialSession {
  sessionId: string;
  start: Date;
  /** 0 today, 1 tomorrow (Tunis days). */
  dayOffset: number;
  /** The timetable slot, or undefined if the timetable changed since the request. */
  slot: ClassSlot | undefined;
  className: string;
  trials: DeskTrial[];
}

export function groupTrialsBySession(trials: readonly DeskTrial[], now: Date): TrialSession[] {
  const sessions = new Map<string, TrialSession>();
  for (const trial of trials) {
    const key = trial.sessionId || `${trial.slotId}@${trial.sessionStart.toISOString()}`;
    let session = sessions.get(key);
    if (!session) {
      session = {
        sessionId: key,
        start: trial.sessionStart,
        dayOffset: gymDayOffset(trial.sessionStart, now),
        slot: classSlotById(trial.slotId),
        className: trial.className,
        trials: [],
      };
      sessions.set(key, session);
    }
    session.trials.push(trial);
  }
  return [...sessions.values()].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.sessionId.localeCompare(b.sessionId),
  );
}
