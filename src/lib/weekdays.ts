/**
 * The seven days of a week, Monday first, as the site names them in URLs and ids. A leaf: the
 * timetable (src/timetable/), the class cards and the home tiles (src/content/) all name days with it.
 */

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Weekday = (typeof weekdays)[number];

export function weekdayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}
