/**
 * The words of booking a class, once the page has started: a Book control's dates and places
 * left (timetable rows, class cards, My week), and the booking dialog a member fills in, with
 * what the site says when a booking succeeds or fails. The places and dates inside come from
 * the session's count and Intl; the button and the sign-in pages' line are in booking-call.ts.
 */
import { formatCount } from '@/i18n/format';
import { pluralCategory } from '@/i18n/plural-category';

type FailureWords = Record<'network' | 'unavailable' | 'rejected', string>;

export interface BookingWords {
  /** A session as sentences name it: "Yoga, Tuesday 1 December, 10:00pm". */
  sessionName: (className: string, when: string) => string;
  /** The Book button's name once its date is known: "Book Yoga, Tuesday 1 December, 10:00pm". */
  bookSession: (sessionName: string) => string;
  /** A session as the control and the dialog name it: "Tuesday 1 December, 10:00pm". */
  when: (date: string, start: string) => string;
  /** Places members can still book, when there are some: "4 places left", "1 place left". */
  placesLeft: (count: number) => string;
  /** No place to book: a member can still wait for one. */
  full: string;
  /** No date of the class can be booked now (it starts within the booking's close, or it does not take place). */
  closed: string;
  /** The booking's code could not be downloaded (offline). */
  openFailed: string;
  dialog: {
    /** The dialog's heading and name: "Book Yoga". */
    title: (className: string) => string;
    close: string;
    /** Above the dates, when the member has more than one to choose from. */
    dateLegend: string;
    /** The trainer, under the session: "With Salma Ben Amor". */
    withTrainer: (trainer: string) => string;
    nameLabel: string;
    nameHint: (maxLength: string) => string;
    book: string;
    joinWaitlist: string;
    busy: string;
    nameErrors: {
      empty: string;
      tooLong: (maxLength: string) => string;
      twoLines: string;
      directionControls: string;
    };
    /** Why nothing was booked; the member's choice and name stay as they were. */
    failures: FailureWords & {
      /** Someone else took the last place first: the dialog offers the waitlist. */
      taken: string;
      /** Full, and the waitlist cannot take the member right now either. */
      fullNow: string;
      held: string;
      cap: (max: string) => string;
      waitlistFull: string;
      /** The booking window closed while the dialog was open. */
      closed: string;
      /** The session was cancelled, or the gym closed at its time. */
      off: string;
    };
    booked: (what: string) => string;
    waiting: (what: string) => string;
    /** Where a waitlist place, or a move up from it, is confirmed: nowhere else (no e-mail, no push). */
    waitingWhere: string;
    seeMyWeek: string;
    done: string;
  };
}

export const booking: BookingWords = {
  sessionName: (className, when) => `${className}, ${when}`,
  bookSession: (sessionName) => `Book ${sessionName}`,
  when: (date, start) => `${date}, ${start}`,
  placesLeft: (count) => (pluralCategory(count) === 'one' ? '1 place left' : `${formatCount(count)} places left`),
  full: 'Full: join the waitlist',
  closed: 'Booking closed',
  openFailed: 'Could not open: check your connection',
  dialog: {
    title: (className) => `Book ${className}`,
    close: 'Close the booking',
    dateLegend: 'Date',
    withTrainer: (trainer) => `With ${trainer}`,
    nameLabel: 'Your name for the class list',
    nameHint: (maxLength) => `The trainer sees it on the class list. One line, up to ${maxLength} characters.`,
    book: 'Book my place',
    joinWaitlist: 'Join the waitlist',
    busy: 'Booking…',
    nameErrors: {
      empty: 'Please enter your name.',
      tooLong: (maxLength) => `Please keep your name to ${maxLength} characters.`,
      twoLines: 'Please write your name on one line.',
      directionControls: 'Your name holds invisible characters that change how text is shown. Please type it again.',
    },
    failures: {
      taken: 'That place was just taken. You can join the waitlist instead.',
      fullNow: 'This class is full and its waitlist cannot take you right now. Please try again in a moment.',
      held: 'You have already booked this class on that date. My week shows it.',
      cap: (max) => `You already have ${max} upcoming bookings or waitlist places. Cancel one in My week to book this.`,
      waitlistFull: 'This class is full and so is its waitlist. Please choose another date.',
      closed: 'Booking for this date has closed.',
      off: 'This class does not take place on that date any more.',
      network: 'Nothing was booked: we could not reach our server. Check your internet connection, then try again.',
      unavailable: 'Nothing was booked: our member service is not answering right now. Please try again in a moment.',
      rejected: 'Nothing was booked: the booking was refused. Reload the page, then try again.',
    },
    booked: (what) => `You are booked: ${what}.`,
    waiting: (what) => `You are on the waitlist for ${what}.`,
    waitingWhere:
      'If a place comes free before the class, you move up into it. My week is where you see it: we send no message.',
    seeMyWeek: 'See My week',
    done: 'Done',
  },
};
