import type { AccountReturn } from '@/auth/account-return';
import { formatLongDate } from '@/i18n/format';
import { classSlotById } from '@/timetable/class-slots';
import { slotName } from '@/timetable/slot-name';

/** The account form's opening line for a visitor sent there by a Book, naming the class and its date; else undefined. */
export function bookIntro(
  back: AccountReturn | null,
  words: (slotName: string, date: string) => string,
): string | undefined {
  const sessionId = back?.bookSessionId;
  const split = sessionId?.lastIndexOf('_') ?? -1;
  const slot = sessionId && split > 0 ? classSlotById(sessionId.slice(0, split)) : undefined;
  return slot && sessionId ? words(slotName(slot), formatLongDate(sessionId.slice(split + 1))) : undefined;
}
