/**
 * The words of the desk's day cap on trial requests (/desk, staff only): today's requests
 * against the limit, and the form that changes the limit. Loaded with the desk's own chunks only.
 */

// The Firestore failure kinds (src/firebase/), which content may not import.
type FirestoreFailure = 'network' | 'unavailable' | 'rejected';

export interface DeskTrialDayContent {
  heading: string;
  intro: string;
  loading: string;
  /** "12 of 30 trial requests today". */
  today: (count: string, limit: string) => string;
  full: string;
  limitLabel: string;
  /** Under the field: the range staff may set. */
  limitHint: (min: string, max: string) => string;
  limitInvalid: (min: string, max: string) => string;
  save: string;
  saved: (limit: string) => string;
  retry: string;
  failures: Readonly<Record<FirestoreFailure, string>>;
}

export const deskTrialDay: DeskTrialDayContent = {
  heading: 'Trial requests today',
  intro:
    'The site takes at most this many free trial requests a day, all visitors together, so a flood of automated requests cannot fill the inbox. Past it, the trial form asks visitors to call.',
  loading: 'Reading today’s trial requests…',
  today: (count, limit) => `${count} of ${limit} trial requests today`,
  full: 'Today is full: the trial form asks visitors to call.',
  limitLabel: 'Trial requests a day',
  limitHint: (min, max) => `A whole number from ${min} to ${max}.`,
  limitInvalid: (min, max) => `Enter a whole number from ${min} to ${max}.`,
  save: 'Save the limit',
  saved: (limit) => `Saved: ${limit} trial requests a day.`,
  retry: 'Try again',
  failures: {
    network: 'We could not reach the server. Check the connection and try again.',
    unavailable: 'The server did not answer. Try again in a moment.',
    rejected: 'The server refused this: sign in again as staff and try again.',
  },
};
