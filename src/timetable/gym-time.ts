/** The gym's clock: it is in Tunisia, so "today" and every class time are Tunis time. */
import { type Weekday, weekdays } from '@/lib/weekdays';

/** The gym is in Tunisia: "today" is Tunis time, whatever the visitor's clock says. */
export const GYM_TIME_ZONE = 'Africa/Tunis';

export function weekdayInGymTimeZone(now: Date = new Date()): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: GYM_TIME_ZONE }).format(now).toLowerCase();
  const day = weekdays.find((weekday) => weekday === name);
  if (!day) throw new Error(`Unexpected weekday name "${name}"`);
  return day;
}
