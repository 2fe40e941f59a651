/**
 * When a lead arrived and when a trial's session is, in the desk's language and the gym's time
 * (Africa/Tunis), whatever the staff member's own clock. The desk is never prerendered with
 * leads, so these run in the browser only.
 */

import { pageIntlLocale } from '@/i18n/format';
import { formatLongDateTime } from '@/i18n/long-date-time';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { classSlotById } from '@/timetable/class-slots';
import { GYM_TIME_ZONE } from '@/timetable/gym-time';
import { sessionInLanguage } from './reply-links';

export function formatReceived(date: Date): string {
  return formatLongDateTime(date, pageIntlLocale, GYM_TIME_ZONE);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "mardi 16 mars, 18:00–19:00": the session's date and start, and the slot's end from the timetable. */
export function formatSession(start: Date, slotId: string): string {
  const text = sessionInLanguage(start, pageLocaleCode);
  const slot = classSlotById(slotId);
  return slot ? `${text}–${twoDigits(slot.end.hour)}:${twoDigits(slot.end.minute)}` : text;
}
