/** The words of the desk's overview (/desk, staff only): today's and tomorrow's classes, and the month in numbers. */

/** Why a read or a save failed, and what staff can do: no connection, no answer in time, or refused. */
type FailureWords = Record<'network' | 'unavailable' | 'rejected', string>;

export interface DeskOverviewWords {
  /** While the overview's code arrives. */
  loading: string;
  /** Today's and tomorrow's sessions: who booked, who waits, who comes for a trial, and who came. */
  roster: {
    heading: string;
    intro: string;
    loading: string;
    /** No session on the timetable on either day. */
    empty: string;
    /** When a read reached its bound: only the first `count` are shown. */
    bookingsCut: (count: string) => string;
    trialsCapped: (count: string) => string;
    today: string;
    tomorrow: string;
    /** One session's heading: "Today, Tuesday 6:00pm-7:00pm: Boxing with Youssef Gharbi". */
    session: (parts: { day: string; weekday: string; time: string; className: string; trainer: string }) => string;
    /** A session the timetable no longer has: its day and start as stored, and its class. */
    unknownSession: (parts: { day: string; when: string; className: string }) => string;
    /** The session's public count: "Places left: 3 of 20". */
    placesLeft: (left: string, places: string) => string;
    waitlist: (count: string) => string;
    membersHeading: string;
    noMembers: string;
    trialsHeading: string;
    /** A member who got the place from the waitlist. */
    movedUp: string;
    phone: string;
    status: string;
    attendance: {
      /** The marks of one person, for screen readers: "Did Amira Ben Salah come?". */
      label: (name: string) => string;
      came: string;
      noShow: string;
      /** Before marking opens (an hour before the start): "Mark who came from 8:00am". */
      opensAt: (time: string) => string;
      failures: FailureWords;
    };
    cancel: {
      button: string;
      confirm: (name: string) => string;
      /** Before the free cancellation ends, with someone waiting. */
      movesUp: string;
      /** Nobody waiting, or too late for the line to move. */
      frees: string;
      yes: string;
      keep: string;
      cancelling: string;
      done: (name: string) => string;
      failures: FailureWords;
    };
    correction: {
      open: string;
      heading: string;
      booked: string;
      trials: string;
      hint: (places: string, trialPlaces: string) => string;
      errors: {
        notWhole: string;
        tooManyTrials: (trialPlaces: string) => string;
        overPlaces: (places: string) => string;
      };
      /** While fields are wrong, with how many (one or two). */
      invalid: (count: number) => string;
      save: string;
      saving: string;
      saved: string;
      close: string;
      failures: Omit<FailureWords, 'rejected'> & {
        /** The rules refused the numbers (or the account is no longer staff). */
        rejected: (places: string, trialPlaces: string) => string;
      };
    };
  };
  month: {
    heading: string;
    loading: string;
    /** Nothing created this month: the charts would be all zeros. */
    empty: string;
    funnelTitle: string;
    funnelSteps: { created: string; contacted: string; trialBooked: string; trialAttended: string; joined: string };
    stepColumn: string;
    classesTitle: string;
    classColumn: string;
    countColumn: string;
    /** One bar as the chart's accessible name reads it: "Contacted: 4". */
    chartItem: (label: string, count: string) => string;
  };
  /** By status (src/firebase/lead-statuses.ts LEAD_STATUSES; the overview's type check ties them). */
  statuses: Readonly<Record<'new' | 'contacted' | 'trial-booked' | 'joined' | 'lost', string>>;
  /** A status the site does not know (written by a newer version of the desk). */
  otherStatus: string;
  failures: FailureWords;
  retry: string;
}

export const deskOverview: DeskOverviewWords = {
  loading: 'Loading the overview…',
  roster: {
    heading: 'Today and tomorrow',
    intro:
      'Every class of today and tomorrow: the members booked, the waitlist and the trial visitors. Mark who came from an hour before the start.',
    loading: 'Loading today’s and tomorrow’s classes…',
    empty: 'The timetable has no class today or tomorrow.',
    bookingsCut: (count) => `Only the first ${count} bookings are shown.`,
    trialsCapped: (count) => `Only the first ${count} trials are shown.`,
    today: 'Today',
    tomorrow: 'Tomorrow',
    session: ({ day, weekday, time, className, trainer }) => `${day}, ${weekday} ${time}: ${className} with ${trainer}`,
    unknownSession: ({ day, when, className }) => `${day}, ${when}: ${className}`,
    placesLeft: (left, places) => `Places left: ${left} of ${places}`,
    waitlist: (count) => `Waitlist: ${count}`,
    membersHeading: 'Members booked',
    noMembers: 'No member has booked this class.',
    trialsHeading: 'Trial visitors',
    movedUp: 'Moved up from the waitlist',
    phone: 'Phone',
    status: 'Status',
    attendance: {
      label: (name) => `Did ${name} come?`,
      came: 'Came',
      noShow: 'No-show',
      opensAt: (time) => `Mark who came from ${time}`,
      failures: {
        network: 'Not saved: the connection failed. Tap again.',
        unavailable: 'Not saved: the service did not answer in time. Tap again.',
        rejected: 'Not saved: the service refused. Sign in again with a staff account, then tap again.',
      },
    },
    cancel: {
      button: 'Cancel booking',
      confirm: (name) => `Cancel ${name}’s booking?`,
      movesUp: 'The place comes back, and the first member on the waitlist moves up into it.',
      frees: 'The place comes back for anyone to book.',
      yes: 'Yes, cancel it',
      keep: 'Keep the booking',
      cancelling: 'Cancelling…',
      done: (name) => `${name}’s booking is cancelled.`,
      failures: {
        network: 'Not cancelled: the connection failed. Try again.',
        unavailable: 'Not cancelled: the service did not answer in time. Try again.',
        rejected: 'Not cancelled: the service refused. Sign in again with a staff account and try again.',
      },
    },
    correction: {
      open: 'Correct the count',
      heading: 'Correct the count',
      booked: 'Places booked',
      trials: 'Trial places',
      hint: (places, trialPlaces) =>
        `Whole numbers from 0: at most ${trialPlaces} trial places, and at most ${places} in all. The waitlist stays as it is.`,
      errors: {
        notWhole: 'Enter a whole number, 0 or more.',
        tooManyTrials: (trialPlaces) => `At most ${trialPlaces} trial places.`,
        overPlaces: (places) => `Places booked and trial places together: at most ${places}.`,
      },
      invalid: (count) => (count === 1 ? 'One field to correct.' : `${count} fields to correct.`),
      save: 'Save the count',
      saving: 'Saving…',
      saved: 'Count saved.',
      close: 'Close',
      failures: {
        network: 'Not saved: the connection failed. Your numbers are kept; try again.',
        unavailable: 'Not saved: the service did not answer in time. Your numbers are kept; try again.',
        rejected: (places, trialPlaces) =>
          `Not saved: the service refused these numbers. It takes at most ${trialPlaces} trial places and ${places} in all, from a staff account only. Check them, or sign in again, and try again.`,
      },
    },
  },
  month: {
    heading: 'This month',
    loading: 'Counting this month’s leads…',
    empty: 'No enquiry or trial request has come in this month yet.',
    funnelTitle: 'Leads this month, step by step',
    funnelSteps: {
      created: 'Enquiries and trials',
      contacted: 'Contacted',
      trialBooked: 'Trial booked',
      trialAttended: 'Trial attended',
      joined: 'Joined',
    },
    stepColumn: 'Step',
    classesTitle: 'Trial requests per class this month',
    classColumn: 'Class',
    countColumn: 'Number',
    chartItem: (label, count) => `${label}: ${count}`,
  },
  statuses: {
    new: 'New',
    contacted: 'Contacted',
    'trial-booked': 'Trial booked',
    joined: 'Joined',
    lost: 'Lost',
  },
  otherStatus: 'Other',
  failures: {
    network: 'This could not be loaded: the connection failed. Check it and try again.',
    unavailable: 'This could not be loaded: the service did not answer in time. Please try again.',
    rejected: 'This could not be loaded: the service refused. Sign in again with a staff account and try again.',
  },
  retry: 'Try again',
};
