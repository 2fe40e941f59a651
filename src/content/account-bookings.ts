/**
 * The words of the account settings about bookings (the member's /account page): the name on
 * the class roster, and what deleting the account does to the member's bookings.
 */
/** What the member can do about a failed read or save: no connection, no answer in time, or refused. */
type FailureWords = Record<'network' | 'unavailable' | 'rejected', string>;

export interface AccountBookingsWords {
  rosterName: {
    heading: string;
    /** What the name is for, and who sees it. */
    intro: string;
    label: string;
    hint: (maxLength: string) => string;
    /** While the name already given is read. */
    loading: string;
    /** The name given before could not be read: the field starts empty, and saving still works. */
    loadFailed: string;
    submit: string;
    busy: string;
    saved: string;
    errors: {
      empty: string;
      tooLong: (maxLength: string) => string;
      controlCharacters: string;
      directionControls: string;
    };
    failures: FailureWords;
    /** The save got no answer in time: it may still have been made. */
    noAnswer: string;
  };
  deletion: {
    /** Added to the failure message when some of the bookings were cancelled but the account stayed. */
    bookingsCancelled: string;
  };
}

export const accountBookings: AccountBookingsWords = {
  rosterName: {
    heading: 'Name on the class roster',
    intro:
      'When you book a place in a class, the trainer sees this name on the class roster. Only the gym’s staff see it.',
    label: 'Your name for the roster',
    hint: (maxLength) => `One line, at most ${maxLength} characters.`,
    loading: 'Loading the name you gave…',
    loadFailed: 'The name you gave before could not be loaded. You can still give one and save it.',
    submit: 'Save my name',
    busy: 'Saving…',
    saved: 'Your name for the roster is saved.',
    errors: {
      empty: 'Enter the name the trainer will see on the roster.',
      tooLong: (maxLength) => `Shorten the name to ${maxLength} characters or fewer.`,
      controlCharacters:
        'The name holds a line break or another invisible control character. Type it on one line rather than pasting it.',
      directionControls:
        'The name holds invisible characters that change the direction of text. Type it again rather than pasting it.',
    },
    failures: {
      network:
        'Your name was not saved: we could not reach our server. Check your internet connection, then try again.',
      unavailable:
        'Your name was not saved: our member service is not answering right now. Please try again in a moment.',
      rejected: 'Your name was not saved: it was refused. Reload the page, then try again.',
    },
    noAnswer:
      'This is taking too long. Your name may still have been saved: reload this page to see it before trying again.',
  },
  deletion: {
    bookingsCancelled:
      'Your account was not deleted, but some or all of your upcoming bookings and waitlist places were already cancelled, and their places went back to the classes. Try again to finish.',
  },
};
