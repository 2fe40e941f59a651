/**
 * Contact-form enquiries. The form (src/pages/contact) calls `submitEnquiry`; this module is
 * the only one that knows where enquiries go: a new document in Firestore `contactRequests`,
 * written with Firestore Lite, which loads on the first submission.
 */
import { getDb } from './firestore';
import { RequestTimeoutError, withTimeout } from './with-timeout';

export interface Enquiry {
  name: string;
  email: string;
  /** The chosen class (one of src/content/class-names.ts), or null when the visitor left "Select Class". */
  className: string | null;
  comment: string;
}

export type EnquiryFailure = 'network' | 'unavailable' | 'rejected';

export type EnquiryResult = { ok: true } | { ok: false; reason: EnquiryFailure };

/** The collection enquiries are written to (the rules allow create only, never read). */
export const ENQUIRIES_COLLECTION = 'contactRequests';

// Firestore error codes that mean the request reached the service and was refused.
const REJECTED_CODES = new Set([
  'permission-denied',
  'invalid-argument',
  'failed-precondition',
  'already-exists',
  'out-of-range',
  'unauthenticated',
]);

/** Maps a failed write to what the visitor can do about it. */
export function enquiryFailure(error: unknown, isOnline = navigator.onLine): EnquiryFailure {
  // No answer in time: the service is slow or down, not the visitor's connection.
  if (isOnline && error instanceof RequestTimeoutError) return 'unavailable';
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  // No code: the SDK chunk did not download. 'unknown': Lite's fetch failed before any answer.
  if (!isOnline || code === undefined || code === 'unknown') return 'network';
  return REJECTED_CODES.has(code) ? 'rejected' : 'unavailable';
}

export async function submitEnquiry(enquiry: Enquiry): Promise<EnquiryResult> {
  try {
    await withTimeout(
      getDb().then(({ db, sdk }) =>
        sdk.addDoc(sdk.collection(db, ENQUIRIES_COLLECTION), {
          name: enquiry.name,
          email: enquiry.email,
          class: enquiry.className,
          comment: enquiry.comment,
          createdAt: sdk.serverTimestamp(),
        }),
      ),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: enquiryFailure(error) };
  }
}
