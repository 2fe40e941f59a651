/**
 * The free trial class's facts, the same in every language: how many trial visitors one session
 * takes (firestore.rules enforces it per session; tests/firestore-rules-sources.test.ts keeps the
 * two equal) and how far ahead a visitor may book. A number here is the owner's to change.
 */

/** Trial visitors one class session takes, so a trainer is never swamped by newcomers. */
export const TRIAL_PLACES_PER_SESSION = 3;

/** How many days ahead a visitor may book a trial (the rules allow one more day for clock skew). */
export const TRIAL_BOOKING_DAYS = 14;
