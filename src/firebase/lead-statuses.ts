/**
 * What staff give a lead at the desk: its status and a short note. A module of its own, apart
 * from ./lead-limits (the public forms' limits): the desk imports these values, and a module the
 * desk and a public page both import is split into a chunk of its own in that page's load.
 * firestore.rules repeats them; tests/firestore-rules-sources.test.ts checks they agree.
 */

/** A lead's statuses, in the order the desk offers them; a visitor's lead starts as 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'trial-booked', 'joined', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The longest note staff keep on a lead (characters). */
export const LEAD_NOTE_MAX_LENGTH = 500;
