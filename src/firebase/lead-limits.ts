/**
 * What firestore.rules accepts in a lead, in a module free of Firebase so a page can read it
 * without loading the lead layer: the longest value of each enquiry field (characters), the
 * statuses staff give a lead and the length of their note. The rules repeat these values;
 * tests/firestore-rules-sources.test.ts checks they agree.
 */
import { EMAIL_MAX_LENGTH } from '@/lib/email-address';

export const ENQUIRY_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, comment: 2000 } as const;

/** A lead's statuses, in the order the desk offers them; a visitor's lead starts as 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'trial-booked', 'joined', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The longest note staff keep on a lead (characters). */
export const LEAD_NOTE_MAX_LENGTH = 500;
