/**
 * The weekly timetable of the schedule pages (SPEC §2 "Schedule pages", §9). Every day fills the
 * same one-hour slots in order; where the spec names a day's classes without times (Tuesday to
 * Thursday), they take those slots in the order the spec lists them.
 */

import type { GymClassName } from '@/content/class-names';
import { classTrainerIds } from '@/content/class-trainers';
import type { Weekday } from '@/lib/weekdays';

/** One row of a day's timetable. */
export interface ScheduleEntry {
  className: GymClassName;
  /** A one-hour slot as the spec writes it, e.g. "9:00am-10:00am". */
  time: string;
  /** Trainer id of the coach who teaches it. */
  trainerId: string;
}

const scheduleSlots = [
  '9:00am-10:00am',
  // Sic: an evening hour between a morning and an afternoon slot. The spec writes it this way
  // on every day that states times, so the timetable keeps it as written.
  '10:00pm-11:00pm',
  '4:00pm-5:00pm',
  '6:00pm-7:00pm',
] as const;

/**
 * A day's classes by slot, first slot first. The spec's limit (at most four classes a day, one per
 * slot) is this tuple's length.
 */
type DayClasses = readonly [GymClassName, GymClassName?, GymClassName?, GymClassName?];

function day(classNames: DayClasses): readonly ScheduleEntry[] {
  return scheduleSlots.flatMap((time, index) => {
    const className = classNames[index];
    return className ? [{ className, time, trainerId: classTrainerIds[className] }] : [];
  });
}

export const weeklySchedule: Readonly<Record<Weekday, readonly ScheduleEntry[]>> = {
  monday: day(['Fitness', 'Body Building', 'Running', 'Cycling']),
  tuesday: day(['Boxing', 'Yoga', 'Crossfit']),
  wednesday: day(['Cycling', 'Body Building', 'Fitness', 'Running']),
  thursday: day(['Fitness', 'Body Building', 'Running']),
  friday: day(['Crossfit', 'Karate', 'Meditation', 'Workout']),
  // Saturday leaves the 6:00pm slot empty.
  saturday: day(['Power Lifting', 'Boxing', 'Yoga']),
  sunday: day(['Fitness', 'Body Building', 'Running', 'Cycling']),
};
