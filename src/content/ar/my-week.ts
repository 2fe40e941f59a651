/** Arabic words of a member's own week of saved classes (the /account page). */
import type * as English from '../my-week';
import type { MyWeekContent } from '../my-week';
import type { TranslationOf } from '../translation';

export const myWeek: MyWeekContent = {
  nextClass: ({ weekday, day, month, time }) => `الحصة القادمة: ${weekday} ${day} ${month}، على الساعة ${time}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./my-week')>;
