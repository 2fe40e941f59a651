/**
 * The words of a member's bookings in My week (the /account page): the sessions they booked and
 * their places on waitlists, where each stands, and cancelling or leaving one.
 */

/** What a failed read or change of the member's bookings means: no connection, no answer in time, or refused. */
type FailureWords = Record<'network' | 'unavailable' | 'rejected', string>;

/** A place on a waitlist: the number as the page writes it, and its ordinal category (Intl.PluralRules, type 'ordinal'). */
export interface LinePosition {
  /** 1 for the next to move up. */
  value: number;
  /** The number in the page's digits. */
  number: string;
  category: Intl.LDMLPluralRule;
}

export interface MyWeekBookingsWords {
  heading: string;
  /** Said once beside the list: nothing else tells a member they were moved up. */
  confirmedHereOnly: string;
  loading: string;
  empty: string;
  /** Why the list could not be read, and the button that reads it again. */
  loadFailed: FailureWords;
  retry: string;
  /** The member holds as many upcoming bookings and waitlist places as one member may. */
  atCap: (count: string) => string;
  /** "Friday 27 November 2026, 6:00pm-7:00pm": the weekday, date and hours as the page writes them. */
  when: (weekday: string, date: string, hours: string) => string;
  status: {
    booked: string;
    movedUp: string;
    /** On the waitlist, at this place in line: "2nd in line". */
    inLine: (position: LinePosition) => string;
    /** On the waitlist, where in line not known (the count could not be read). */
    waiting: string;
    cancelled: string;
    lateCancelled: string;
    left: string;
    cancelledByGym: string;
  };
  /** Under a booked place: cancelling is free until this many hours before the start. */
  freeUntil: (hours: string) => string;
  /** Under a booked place, once the free cancellation has ended. */
  lateNow: string;
  /** Under a waitlist place. */
  leaveFree: string;
  cancel: string;
  /** The cancel button's accessible name, with the session ("Cancel booking: Cycling, Friday 27 November 2026"). */
  cancelLabel: (session: string) => string;
  /** The step before a late cancellation. */
  late: { warning: (hours: string) => string; confirm: string; keep: string };
  leave: string;
  leaveLabel: (session: string) => string;
  busy: string;
  /** The session as the labels name it: class, weekday and date. */
  sessionName: (className: string, weekday: string, date: string) => string;
  addToCalendar: string;
  addToCalendarLabel: (session: string) => string;
  /** Why a cancellation or leaving did not happen; the booking stays as it was. */
  changeFailed: FailureWords;
}

/** English ordinals by Intl.PluralRules' ordinal category: 1st, 2nd, 3rd, 4th, 11th, 21st… */
const ordinalSuffixes: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

export const myWeekBookings: MyWeekBookingsWords = {
  heading: 'Your bookings',
  confirmedHereOnly:
    'When you are moved up from a waitlist, this page is where you find out: we send no e-mail or message. Check here before the class.',
  loading: 'Loading your bookings…',
  empty: 'No bookings yet. Book a place in a class from the timetable, and it shows here with its date.',
  loadFailed: {
    network:
      'Your bookings could not be loaded: we could not reach our server. Check your internet connection, then try again.',
    unavailable:
      'Your bookings could not be loaded: our member service is not answering right now. Please try again in a moment.',
    rejected: 'Your bookings could not be loaded: the request was refused. Reload the page, then try again.',
  },
  retry: 'Try again',
  atCap: (count) =>
    `You hold ${count} upcoming bookings and waitlist places, the most one member can hold at once. Cancel one to book another class.`,
  when: (weekday, date, hours) => `${weekday} ${date}, ${hours}`,
  status: {
    booked: 'Booked',
    movedUp: 'Booked (moved up from the waitlist)',
    inLine: ({ number, category }) => `${number}${ordinalSuffixes[category] ?? 'th'} in line`,
    waiting: 'On the waitlist',
    cancelled: 'Cancelled',
    lateCancelled: 'Cancelled late',
    left: 'You left the waitlist',
    cancelledByGym: 'Cancelled by the gym',
  },
  freeUntil: (hours) => `Cancelling is free until ${hours} hours before the class.`,
  lateNow:
    'The free cancellation has ended: a cancellation now is recorded as late. Your place still goes back to the class.',
  leaveFree: 'Leaving the waitlist is always free.',
  cancel: 'Cancel booking',
  cancelLabel: (session) => `Cancel booking: ${session}`,
  late: {
    warning: (hours) =>
      `The class starts in less than ${hours} hours, so this cancellation will be recorded as late. Your place still goes back to the class for someone else.`,
    confirm: 'Cancel late',
    keep: 'Keep my booking',
  },
  leave: 'Leave the waitlist',
  leaveLabel: (session) => `Leave the waitlist: ${session}`,
  busy: 'Cancelling…',
  sessionName: (className, weekday, date) => `${className}, ${weekday} ${date}`,
  addToCalendar: 'Add to calendar',
  addToCalendarLabel: (session) => `Add to calendar: ${session}`,
  changeFailed: {
    network: 'Nothing was changed: we could not reach our server. Check your internet connection, then try again.',
    unavailable: 'Nothing was changed: our member service is not answering right now. Please try again in a moment.',
    rejected: 'Nothing was changed: the request was refused. Reload the page to see your bookings as they stand.',
  },
};
