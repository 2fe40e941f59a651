import type { AccountReturn } from '@/auth/account-return';
import { savedClassesWords } from '@/content/saved-classes';
import { type ClassSlot, classSlotById } from '@/lib/class-slots';
import { weekdayLabel } from '@/lib/weekdays';

/** A class of the week as sentences name it: "Fitness, Monday 9:00am". */
export function slotName(slot: ClassSlot): string {
  const [start = slot.time] = slot.time.split('-');
  return savedClassesWords.slotName({ className: slot.className, weekday: weekdayLabel(slot.day), start });
}

/** The account form's opening line for a visitor sent there by a Save, else undefined. */
export function saveIntro(back: AccountReturn | null, words: (slotName: string) => string): string | undefined {
  const slot = back?.saveSlotId ? classSlotById(back.saveSlotId) : undefined;
  return slot ? words(slotName(slot)) : undefined;
}
