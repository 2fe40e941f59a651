/**
 * Contact-form enquiries. The form (src/pages/contact) calls `submitEnquiry`; this module is
 * the only one that knows where enquiries go: a new document in Firestore `contactRequests`,
 * written with Firestore Lite, which loads on the first submission.
 */
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { withTimeout } from './with-timeout';

export interface Enquiry {
  name: string;
  email: string;
  /** The chosen class (one of src/content/class-names.ts), or null when the visitor left "Select Class". */
  className: string | null;
  comment: string;
}

export type EnquiryFailure = FirestoreFailure;

export type EnquiryResult = { ok: true } | { ok: false; reason: EnquiryFailure };

/** The collection enquiries are written to (the rules allow create only, never read). */
export const ENQUIRIES_COLLECTION = 'contactRequests';

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
    return { ok: false, reason: firestoreFailure(error) };
  }
}
