import type { GymClassName } from '@/content/class-names';
import { classSlots } from './class-slots';

/** The classes the timetable teaches, once each: the only classes a trial can be for. */
export const timetableClassNames: readonly GymClassName[] = [...new Set(classSlots.map((slot) => slot.className))];
