/**
 * The leads the front desk answers, in one Firestore collection, `leads`: contact-form
 * enquiries now, trial requests later (issue 31). This module is the only one that knows
 * where a lead goes and in what shape; Firestore Lite loads on the first submission.
 */
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import type { LeadStatus } from './lead-limits';
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

/** The collection every lead is written to (visitors create; only staff read, answer and delete). */
export const LEADS_COLLECTION = 'leads';

/**
 * The kinds of lead. A trial request (issue 31 §1: name, phone, whatsapp, email, class, slotId,
 * sessionId, sessionStart) is the second kind; it shares the locale, status and dates below.
 */
export type LeadKind = 'enquiry';

/** The fields every lead carries as the visitor writes it, whatever its kind. */
function leadBase(kind: LeadKind, sdk: typeof import('./sdk-firestore')) {
  return { kind, locale: pageLocaleCode, status: 'new' satisfies LeadStatus, createdAt: sdk.serverTimestamp() };
}

export async function submitEnquiry(enquiry: Enquiry): Promise<EnquiryResult> {
  try {
    await withTimeout(
      getDb().then(({ db, sdk }) =>
        sdk.addDoc(sdk.collection(db, LEADS_COLLECTION), {
          ...leadBase('enquiry', sdk),
          name: enquiry.name,
          email: enquiry.email,
          class: enquiry.className,
          comment: enquiry.comment,
        }),
      ),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}
