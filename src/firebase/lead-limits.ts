/**
 * What firestore.rules accepts in a lead, in a module free of Firebase so a page can read it
 * without loading the lead layer: the longest value of each enquiry field (characters) and the
 * hourly limit on public writes (the staff's side is in ./lead-statuses). The rules repeat these values;
 * tests/firestore-rules-sources.test.ts checks they agree.
 */
import { EMAIL_MAX_LENGTH } from '@/lib/email-address';

export const ENQUIRY_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, comment: 2000 } as const;

/**
 * How many leads (enquiries and trial requests together) one client may send in an hour: a
 * person asks once or twice, a script thousands of times. A client is one Firebase Auth user,
 * a member's own or a browser's anonymous one (src/firebase/visitor-quota.ts).
 */
export const PUBLIC_WRITES_PER_HOUR = 5;

/**
 * The sign-in providers whose accounts may write leads (with their quota and trial marks): the
 * anonymous account the site gives a browser that writes (./public-writer) and a member's
 * password account. firestore.rules refuses every other provider.
 */
export const PUBLIC_WRITER_PROVIDERS = ['anonymous', 'password'] as const;
