/** French words of the calendar files members download (.ics): calendar names, event titles, file names. */
import type * as English from '../class-calendar';
import type { ClassCalendarContent } from '../class-calendar';
import type { TranslationOf } from '../translation';

export const classCalendar: ClassCalendarContent = {
  weekCalendarName: 'Rivage Gym : ma semaine',
  classCalendarName: (className, weekdayName) => `Rivage Gym : ${className} le ${weekdayName.toLocaleLowerCase('fr')}`,
  eventSummary: (className) => `${className} à Rivage Gym`,
  eventDescription: (trainerName, timetableUrl) => `Avec ${trainerName}.\nPlanning : ${timetableUrl}`,
  weekFileWords: 'ma semaine',
  classFileWords: (className, weekdayName) => `${className} ${weekdayName}`,
  trialSummary: (className) => `Essai gratuit : ${className} à Rivage Gym`,
  trialFileWords: (className, isoDate) => `essai gratuit ${className} ${isoDate}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./class-calendar')>;
