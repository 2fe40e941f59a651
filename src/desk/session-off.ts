/**
 * Whether a trial's session does not take place after all: cancelled, or the gym closed at its
 * time by special hours (session-changes.ts, the one reading of the changes every page shares).
 * The desk marks such trials and offers a message to tell the visitor.
 */
import { classSlotById } from '@/timetable/class-slots';
import { gymDateOf } from '@/timetable/gym-date';
import { sessionChanges } from '@/timetable/session-changes';
import type { TimetableChange } from '@/timetable/timetable-changes';

export function isSessionOff(slotId: string, sessionStart: Date | null, changes: readonly TimetableChange[]): boolean {
  const slot = classSlotById(slotId);
  if (!slot || !sessionStart || changes.length === 0) return false;
  return sessionChanges(slot, gymDateOf(sessionStart), changes).isOff;
}
