/**
 * The words of the gym's identity: its tagline, its town and street, the names of its social
 * links, and how its hours and prices read. The facts they word (phone, e-mail, links, hours,
 * prices) are in site-facts.ts and pricing-facts.ts; site.ts puts the two together. Constants
 * of their own rather than fields of one object: the footer is on every page's first load, and
 * the build leaves out what no page's JavaScript uses (the price range is for search engines).
 */
import type { contactHours } from './contact-facts';
import type { SocialLinkNetwork, siteFacts } from './site-facts';
import type { PostalAddress } from './site-types';
import type { WordsById } from './translation';

/** The first and the last of consecutive days (a tuple of the facts). */
export type Ends<Days> = Days extends readonly [infer First, ...unknown[], infer Last]
  ? First | Last
  : Days extends readonly [infer Only]
    ? Only
    : never;

/**
 * The days the pages name: the first and last of each opening (the footer), each closed day,
 * and the contact page's first and last. A fact that names another day fails the type check
 * in each language until its `weekdays` has it.
 */
export type NamedDay =
  | Ends<(typeof siteFacts.openingHours)[number]['days']>
  | (typeof siteFacts.closedDays)[number]
  | Ends<typeof contactHours.days>;

export const tagline: string = 'A community gym by the sea in Mahdia: strong bodies, open doors.';

// A town's name is a word: the Arabic pages write المهدية.
export const town: string = 'Mahdia';

export const address: Omit<PostalAddress, 'postalCode'> = {
  street: '14 Avenue Habib Bourguiba',
  town: 'Mahdia',
  region: 'Mahdia Governorate',
  country: 'Tunisia',
};

/** Each social link's visible or accessible name. */
export const socialLabels: WordsById<SocialLinkNetwork, string> = {
  facebook: 'Rivage Gym on Facebook',
  instagram: 'Rivage Gym on Instagram',
  x: 'Rivage Gym on X',
  youtube: 'Rivage Gym on YouTube',
};

export const designerName: string = 'the Rivage Gym web team';

/** The plans' price range for search results (structured data). */
export const priceRange = (lowest: number, highest: number): string => `${lowest}–${highest} DT per month`;

export const weekdays: WordsById<NamedDay, string> = {
  Monday: 'Monday',
  Friday: 'Friday',
  Saturday: 'Saturday',
  Sunday: 'Sunday',
};

/** Consecutive days, from the first to the last (already worded), e.g. "Monday-Friday". */
export const dayRange = (first: string, last: string): string => `${first}-${last}`;

// The spec's footer prints "7:00am-21:00pm": the opening hour without its leading zero, the
// closing hour in 24-hour form, each followed by am or pm as if it were a 12-hour time.
// English pages keep it exactly as the spec prints it.
export const footerHours = (opens: string, closes: string): string => {
  const specClock = (time: string) => {
    const hour = Number(time.slice(0, 2));
    return `${hour}${time.slice(2)}${hour < 12 ? 'am' : 'pm'}`;
  };
  return `${specClock(opens)}-${specClock(closes)}`;
};

/** The footer's hours for a day the gym does not open. */
export const closed: string = 'closed';
