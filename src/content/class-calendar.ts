/** The words of the calendar files members download (.ics): calendar names, event titles, file names. */
import { site } from './site';
import type { ClassCalendarContent } from './types';

export const classCalendar: ClassCalendarContent = {
  weekCalendarName: `${site.name}: my week`,
  classCalendarName: (className, weekdayName) => `${site.name}: ${className} on ${weekdayName}s`,
  eventSummary: (className) => `${className} at ${site.name}`,
  eventDescription: (trainerName, timetableUrl) => `With ${trainerName}.\nTimetable: ${timetableUrl}`,
  weekFileWords: 'my week',
  classFileWords: (className, weekdayName) => `${className} ${weekdayName}`,
  trialSummary: (className) => `Free trial: ${className} at ${site.name}`,
  trialFileWords: (className, isoDate) => `free trial ${className} ${isoDate}`,
};
