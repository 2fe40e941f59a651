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

/**
 * How many leads (enquiries and trial requests together) one client may send in an hour: a
 * person asks once or twice, a script thousands of times. A client is one Firebase Auth user,
 * a member's own or a browser's anonymous one (src/firebase/visitor-quota.ts).
 */
export const PUBLIC_WRITES_PER_HOUR = 5;
