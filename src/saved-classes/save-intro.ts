import type { AccountReturn } from '@/auth/account-return';
import { classSlotById } from '@/timetable/class-slots';
import { slotName } from '@/timetable/slot-name';

/** The account form's opening line for a visitor sent there by a Save, else undefined. */
export function saveIntro(back: AccountReturn | null, words: (slotName: string) => string): string | undefined {
  const slot = back?.saveSlotId ? classSlotById(back.saveSlotId) : undefined;
  return slot ? words(slotName(slot)) : undefined;
}
