import { classLabels } from '@/content/class-labels';
import { savedClassesWords } from '@/content/saved-classes';
import type { ClassSlot } from './class-slots';
import { formatClassTime, weekdayName } from './timetable-format';

/** A class of the week as sentences name it: "Fitness, Monday 9:00am" (its shown name, day and start). */
export function slotName(slot: ClassSlot): string {
  const [start = slot.time] = slot.time.split('-');
  return savedClassesWords.slotName({
    className: classLabels[slot.className],
    weekday: weekdayName(slot.day),
    start: formatClassTime(start),
  });
}
