/** The gym's week, Monday first, and what day it is at the gym right now. */

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Weekday = (typeof weekdays)[number];

/** The gym is in Tunisia: "today" is Tunis time, whatever the visitor's clock says. */
export const GYM_TIME_ZONE = 'Africa/Tunis';

export function weekdayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

export function weekdayInGymTimeZone(now: Date = new Date()): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: GYM_TIME_ZONE }).format(now).toLowerCase();
  const day = weekdays.find((weekday) => weekday === name);
  if (!day) throw new Error(`Unexpected weekday name "${name}"`);
  return day;
}
