/** The words of a member's own week of saved classes (the /account page). */
import type { MyWeekContent } from './types';

export const myWeek: MyWeekContent = {
  nextClass: ({ weekday, day, month, time }) => `next: ${weekday} ${day} ${month}, ${time}`,
};
