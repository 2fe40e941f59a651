/** Arabic: the words of the calendar files members download (.ics): calendar names, event titles, file names. */

import type * as English from '../class-calendar';
import type { ClassCalendarContent } from '../class-calendar';
import type { TranslationOf } from '../translation';

export const classCalendar: ClassCalendarContent = {
  weekCalendarName: 'أسبوعي في Rivage Gym',
  classCalendarName: (className, weekdayName) => `Rivage Gym: حصة ${className} أيام ${weekdayName}`,
  eventSummary: (className) => `حصة ${className} في Rivage Gym`,
  eventDescription: (trainerName, timetableUrl) => `مع ${trainerName}.\nجدول الحصص: ${timetableUrl}`,
  weekFileWords: 'أسبوعي',
  classFileWords: (className, weekdayName) => `${className} ${weekdayName}`,
  trialSummary: (className) => `حصة تجريبية مجانية: ${className} في Rivage Gym`,
  // A slug keeps Latin letters only: the file is named by the date.
  trialFileWords: (_className, isoDate) => `free trial ${isoDate}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./class-calendar')>;
