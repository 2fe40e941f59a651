/** The words of the desk's overview (/desk, staff only): today's and tomorrow's trials, and the month in numbers. */

/** What the visitor can do about a failed read: no connection, no answer in time, or refused. */
type ReadFailureWords = Record<'network' | 'unavailable' | 'rejected', string>;

export interface DeskOverviewWords {
  /** While the overview's code arrives. */
  loading: string;
  trials: {
    heading: string;
    loading: string;
    empty: string;
    /** When the list reached its bound: only the first `count` trials are shown. */
    capped: (count: string) => string;
    today: string;
    tomorrow: string;
    /** One session's heading: "Today, Tuesday 6:00pm-7:00pm: Boxing with Youssef Gharbi". */
    session: (parts: { day: string; weekday: string; time: string; className: string; trainer: string }) => string;
    /** A session the timetable no longer has: its day and start as stored, and its class. */
    unknownSession: (parts: { day: string; when: string; className: string }) => string;
    visitorsLabel: string;
    name: string;
    phone: string;
    status: string;
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
  failures: ReadFailureWords;
  retry: string;
}

export const deskOverview: DeskOverviewWords = {
  loading: 'Loading the overview…',
  trials: {
    heading: 'Today’s and tomorrow’s trials',
    loading: 'Loading today’s and tomorrow’s trials…',
    empty: 'No trial class is booked for today or tomorrow.',
    capped: (count) => `Only the first ${count} trials are shown.`,
    today: 'Today',
    tomorrow: 'Tomorrow',
    session: ({ day, weekday, time, className, trainer }) => `${day}, ${weekday} ${time}: ${className} with ${trainer}`,
    unknownSession: ({ day, when, className }) => `${day}, ${when}: ${className}`,
    visitorsLabel: 'Visitors',
    name: 'Name',
    phone: 'Phone',
    status: 'Status',
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
