/**
 * The free trial class's facts, the same in every language: how far ahead a visitor may book
 * (their share of a session's places is in ./class-places-facts.ts). A number here is the owner's to change.
 */

/** How many days ahead a visitor may book a trial (the rules allow one more day for clock skew). */
export const TRIAL_BOOKING_DAYS = 14;
