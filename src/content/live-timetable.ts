/**
 * The words of the live timetable: how a change staff posted reads on the public pages
 * (schedule rows, class cards, My week, the trial form) and beside the opening hours. The dates,
 * times and names inside come from the timetable and Intl; these give the sentences around them.
 */

/** The live timetable's sentences; dates come through `date`, times already formatted. */
export interface LiveTimetableContent {
  /** Two dates of special hours, e.g. "Friday 27 November to Sunday 29 November". */
  dateRange: (from: string, to: string) => string;
  /** A session that does not take place, e.g. "Cancelled on Friday 27 November". */
  cancelled: (date: string) => string;
  /** A session at another time that day, e.g. "Friday 27 November: moved to 7:00pm-8:00pm". */
  moved: (date: string, hours: string) => string;
  /** Another coach that day, e.g. "Friday 27 November: with Salma instead of Karim". */
  substitute: (date: string, trainer: string, usual: string) => string;
  /** Special hours close the gym on the session's date. */
  gymClosed: (date: string) => string;
  /** Special hours leave the session's time out. */
  outsideHours: (date: string) => string;
  /** Special hours, closed: "Friday 27 November: closed". */
  hoursClosed: (dates: string) => string;
  /** Special hours, open: "Friday 27 November: open 10:00–16:00". */
  hoursOpen: (dates: string, hours: string) => string;
  /** Introduces a note staff typed, shown as typed in its own language. */
  noteFromGym: string;
  /** The opening state beside the hours. */
  openNow: (closes: string) => string;
  closedNowOpensToday: (opens: string) => string;
  closedNowOpensOn: (weekday: string, opens: string) => string;
  /** After "Closed today": "opens Monday at 7:00am". */
  opensOn: (weekday: string, opens: string) => string;
  closedToday: string;
  /** Heads the special hours listed beside the weekly ones. */
  specialHoursHeading: string;
  // The trial form's dates.
  /** The trial form's short mark on a date that does not take place, beside the date like "full". */
  offMark: { cancelled: string; gymClosed: string; outsideHours: string };
  /** The trial form, when the date the visitor had chosen turns out not to take place. */
  chosenSessionOff: (date: string) => string;
  /** The trial form's refusal of a date found not to take place while sending. */
  sessionOffError: string;
}

export const liveTimetable: LiveTimetableContent = {
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
