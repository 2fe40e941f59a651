/** The words of the calendar files members download (.ics): calendar names, event titles, file names. */
import { site } from './site';

export interface ClassCalendarContent {
  /** The calendar's name in the member's calendar app, for the whole week. */
  weekCalendarName: string;
  /** The calendar's name for one class, e.g. "Rivage Gym: Fitness on Mondays". */
  classCalendarName: (className: string, weekdayName: string) => string;
  /** An event's title, e.g. "Fitness at Rivage Gym". */
  eventSummary: (className: string) => string;
  /** An event's notes: who teaches it, and where the timetable is. */
  eventDescription: (trainerName: string, timetableUrl: string) => string;
  /**
   * Words of the downloaded file's name (the site's name goes first, then these, as a slug of
   * Latin letters and digits: words in another script leave the class's id instead).
   */
  weekFileWords: string;
  classFileWords: (className: string, weekdayName: string) => string;
  /** A free trial's one event (its title), e.g. "Free trial: Fitness at Rivage Gym". */
  trialSummary: (className: string) => string;
  trialFileWords: (className: string, isoDate: string) => string;
}

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
