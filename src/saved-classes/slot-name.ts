import type { AccountReturn } from '@/auth/account-return';
import { classLabels } from '@/content/class-labels';
import { savedClassesWords } from '@/content/saved-classes';
import { formatClassTime, weekdayName } from '@/i18n/format';
import { type ClassSlot, classSlotById } from '@/lib/class-slots';

/** A class of the week as sentences name it: "Fitness, Monday 9:00am" (its shown name, day and start). */
export function slotName(slot: ClassSlot): string {
  const [start = slot.time] = slot.time.split('-');
  return savedClassesWords.slotName({
    className: classLabels[slot.className],
    weekday: weekdayName(slot.day),
    start: formatClassTime(start),
  });
}

/** The account form's opening line for a visitor sent there by a Save, else undefined. */
export function saveIntro(back: AccountReturn | null, words: (slotName: string) => string): string | undefined {
  const slot = back?.saveSlotId ? classSlotById(back.saveSlotId) : undefined;
  return slot ? words(slotName(slot)) : undefined;
}
