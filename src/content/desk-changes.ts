/**
 * The words of the desk's timetable changes (/desk, staff only): the form that posts a
 * cancellation, a new time, a substitute coach or special opening hours; the list of current
 * changes, each described in plain words; and the mark on a trial whose session is off. Loaded
 * with the desk's own chunks only.
 */

// The keys repeat the change kinds (src/timetable/timetable-changes.ts) and the Firestore failure
// kinds (src/firebase/), which content may not import; the desk indexes these records with those
// types, so a key missing here fails the type check there. The form's errors are named here once,
// and its rules (src/desk/change-form-rules.ts) take their type from these words.
type ChangeKind = 'cancelled' | 'moved' | 'substitute' | 'hours';
type FirestoreFailure = 'network' | 'unavailable' | 'rejected';
export type ChangeFormError =
  | 'slotMissing'
  | 'dateMissing'
  | 'dateOver'
  | 'dateTooFar'
  | 'wrongWeekday'
  | 'timesMissing'
  | 'timesOrder'
  | 'timesUnchanged'
  | 'trainerMissing'
  | 'trainerSame'
  | 'rangeMissing'
  | 'rangeOrder'
  | 'hoursMissing'
  | 'hoursOrder'
  | 'noteDirection';
type ReplyChannel = 'whatsApp' | 'email' | 'phone';

export interface DeskChangesContent {
  heading: string;
  intro: string;
  retry: string;
  kinds: Readonly<Record<ChangeKind, string>>;
  form: {
    newHeading: string;
    editHeading: string;
    kind: string;
    slot: string;
    chooseSlot: string;
    /** One class of the week in the class list: "Friday, 22:00: Karate". */
    slotOption: (parts: { weekday: string; time: string; className: string }) => string;
    sessionDate: string;
    chooseDate: string;
    dateHint: string;
    start: string;
    end: string;
    trainer: string;
    chooseTrainer: string;
    from: string;
    to: string;
    rangeHint: string;
    hoursMode: string;
    closedAllDay: string;
    otherHours: string;
    opensAt: string;
    closesAt: string;
    note: string;
    noteHint: string;
    noteCounter: (used: string, max: string) => string;
    post: string;
    save: string;
    saving: string;
    cancelEdit: string;
    posted: string;
    saved: string;
    /** Above the fields when some are wrong: the messages themselves sit under each field. */
    invalid: string;
    errors: Readonly<Record<Exclude<ChangeFormError, 'dateTooFar' | 'trainerSame'>, string>> & {
      dateTooFar: (days: string) => string;
      trainerSame: (trainer: string) => string;
    };
    failures: Readonly<Record<FirestoreFailure, string>>;
  };
  list: {
    heading: string;
    loading: string;
    empty: string;
    failures: Readonly<Record<FirestoreFailure, string>>;
    note: string;
    edit: string;
    withdraw: string;
    confirm: string;
    confirmWithdraw: string;
    keep: string;
    withdrawing: string;
    withdrawFailed: string;
    /** Said to screen readers once a change is gone. */
    withdrawn: (description: string) => string;
  };
  /** A change in plain words, every part already in the desk's language. */
  describe: {
    session: (parts: { className: string; time: string; date: string }) => string;
    cancelled: (session: string) => string;
    moved: (session: string, start: string, end: string) => string;
    substitute: (session: string, trainer: string) => string;
    closedDay: (date: string) => string;
    closedRange: (from: string, to: string) => string;
    openDay: (date: string, opens: string, closes: string) => string;
    openRange: (from: string, to: string, opens: string, closes: string) => string;
  };
  /** A trial whose session is off (cancelled, or the gym closed then), in the inbox and the overview. */
  flags: {
    cancelled: string;
    tellThem: Readonly<Record<ReplyChannel, string>>;
  };
}

export const deskChanges: DeskChangesContent = {
  heading: 'Timetable changes',
  intro:
    'Post a cancelled session, a new time, a substitute coach or special opening hours. Every page of the site shows it until its last day is over.',
  retry: 'Try again',
  kinds: {
    cancelled: 'Session cancelled',
    moved: 'Session moved',
    substitute: 'Substitute coach',
    hours: 'Special opening hours',
  },
  form: {
    newHeading: 'Post a change',
    editHeading: 'Edit the change',
    kind: 'Kind of change',
    slot: 'Class',
    chooseSlot: 'Choose a class',
    slotOption: ({ weekday, time, className }) => `${weekday}, ${time}: ${className}`,
    sessionDate: 'Date',
    chooseDate: 'Choose a date',
    dateHint: 'The class’s coming dates.',
    start: 'New start',
    end: 'New end',
    trainer: 'Substitute coach',
    chooseTrainer: 'Choose a coach',
    from: 'First day',
    to: 'Last day',
    rangeHint: 'For a single day, give the same date twice.',
    hoursMode: 'Opening',
    closedAllDay: 'Closed all day',
    otherHours: 'Open at other hours',
    opensAt: 'Opens at',
    closesAt: 'Closes at',
    note: 'Note for visitors (optional)',
    noteHint: 'Shown as you type it, marked as written in this page’s language.',
    noteCounter: (used, max) => `${used} of ${max} characters`,
    post: 'Post the change',
    save: 'Save the change',
    saving: 'Saving…',
    cancelEdit: 'Cancel editing',
    posted: 'Change posted: it is on the site now.',
    saved: 'Change saved: the site shows it as edited.',
    invalid: 'The change was not posted: check the fields marked below.',
    errors: {
      slotMissing: 'Choose the class.',
      dateMissing: 'Choose the date.',
      dateOver: 'This date is over: choose today or a later date.',
      dateTooFar: (days) => `Choose a date at most ${days} days ahead.`,
      wrongWeekday: 'The class does not run on this date: choose one of its dates.',
      timesMissing: 'Give the new start and end times.',
      timesOrder: 'The new end must come after the new start.',
      timesUnchanged: 'These are the class’s usual times: give the new ones.',
      trainerMissing: 'Choose the substitute coach.',
      trainerSame: (trainer) => `${trainer} already teaches this class: choose another coach.`,
      rangeMissing: 'Give the first and last days.',
      rangeOrder: 'The last day cannot come before the first.',
      hoursMissing: 'Give the opening and closing times.',
      hoursOrder: 'The closing time must come after the opening time.',
      noteDirection: 'The note holds invisible direction marks: type it again without them.',
    },
    failures: {
      network: 'Not saved: the connection failed. What you entered is kept; check the connection, then try again.',
      unavailable: 'Not saved: the service did not answer in time. What you entered is kept; try again.',
      rejected:
        'Not saved: the change was refused. It may have been withdrawn or be over, or this account may have lost the staff role.',
    },
  },
  list: {
    heading: 'Current changes',
    loading: 'Loading the current changes…',
    empty: 'No changes: the site shows the regular timetable and opening hours.',
    failures: {
      network: 'The current changes could not be loaded: the connection failed. Check it, then try again.',
      unavailable: 'The current changes could not be loaded: the service did not answer in time. Please try again.',
      rejected: 'The current changes were refused: this account may have lost the staff role. Sign in again.',
    },
    note: 'Note',
    edit: 'Edit',
    withdraw: 'Withdraw',
    confirm: 'Withdraw this change? The site shows the regular timetable for it again.',
    confirmWithdraw: 'Yes, withdraw',
    keep: 'Keep it',
    withdrawing: 'Withdrawing…',
    withdrawFailed: 'Not withdrawn: the connection or the service failed. Try again.',
    withdrawn: (description) => `Withdrawn: ${description}`,
  },
  describe: {
    session: ({ className, time, date }) => `${className} at ${time} on ${date}`,
    cancelled: (session) => `${session} is cancelled.`,
    moved: (session, start, end) => `${session} moves to ${start}–${end}.`,
    substitute: (session, trainer) => `${session} is taught by ${trainer}.`,
    closedDay: (date) => `The gym is closed on ${date}.`,
    closedRange: (from, to) => `The gym is closed from ${from} to ${to}.`,
    openDay: (date, opens, closes) => `On ${date} the gym opens ${opens}–${closes}.`,
    openRange: (from, to, opens, closes) => `From ${from} to ${to} the gym opens ${opens}–${closes}.`,
  },
  flags: {
    cancelled: 'Session cancelled',
    tellThem: {
      whatsApp: 'Tell them by WhatsApp',
      email: 'Tell them by e-mail',
      phone: 'Call to tell them',
    },
  },
};
