/**
 * The contact page's hours line, as data, the same in every language (contact-words.ts words
 * it). The spec gives two readings of the hours that disagree, this one and the footer's
 * (site-facts.ts); both stand, each where the spec puts it, and search engines get the footer's.
 * Apart from site-facts.ts so that only the contact page downloads it.
 */
import type { OpeningHoursSpecification } from './site-types';

/** Consecutive days, from the first to the last, and 24-hour "HH:MM" times. */
export const contactHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '07:30',
  closes: '01:00',
} as const satisfies OpeningHoursSpecification;
