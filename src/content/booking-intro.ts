/** The sign-in and sign-up pages' opening line for a visitor whom a Book pressed while signed out sent there. */

export interface BookingIntroWords {
  /** "Yoga, Tuesday 10:00pm" (the class of the week) and "1 December 2026" (its date). */
  signIn: (slotName: string, date: string) => string;
  signUp: (slotName: string, date: string) => string;
}

export const bookingIntro: BookingIntroWords = {
  signIn: (slotName, date) =>
    `Sign in to book ${slotName} on ${date}. You come straight back to where you were, with that class chosen.`,
  signUp: (slotName, date) =>
    `Create a free account to book ${slotName} on ${date}. You come straight back to where you were, with that class chosen.`,
};
