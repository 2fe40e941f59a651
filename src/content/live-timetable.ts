/**
 * The words of the live timetable (issue 29): how a change staff posted reads on the public pages
 * (schedule rows, class cards, My week, the trial form) and beside the opening hours. The dates,
 * times and names inside come from the timetable and Intl; these give the sentences around them.
 */
import type { LiveTimetableContent } from './types';

export const liveTimetable: LiveTimetableContent = {
  dayAndMonth: ({ weekday, day, month }) => `${weekday} ${day} ${month}`,
  dateRange: (from, to) => `${from} to ${to}`,
  cancelled: (date) => `Cancelled on ${date}`,
  moved: (date, hours) => `${date}: moved to ${hours}`,
  substitute: (date, trainer, usual) => `${date}: with ${trainer} instead of ${usual}`,
  gymClosed: (date) => `${date}: no class, the gym is closed`,
  outsideHours: (date) => `${date}: no class, the gym has shorter hours`,
  hoursClosed: (dates) => `${dates}: closed`,
  hoursOpen: (dates, hours) => `${dates}: open ${hours}`,
  noteFromGym: 'Note from the gym:',
  openNow: (closes) => `Open now · closes at ${closes}`,
  closedNowOpensToday: (opens) => `Closed now · opens at ${opens}`,
  closedNowOpensOn: (weekday, opens) => `Closed now · opens ${weekday} at ${opens}`,
  opensOn: (weekday, opens) => `opens ${weekday} at ${opens}`,
  closedToday: 'Closed today',
  specialHoursHeading: 'Special hours',
  offMark: { cancelled: 'cancelled', gymClosed: 'gym closed', outsideHours: 'outside opening hours' },
  chosenSessionOff: (date) => `The date you had chosen, ${date}, does not take place. Please choose another date.`,
  sessionOffError: 'That date does not take place any more. Choose another date.',
};
