/**
 * Contact-form enquiries. The form (src/pages/contact) calls `submitEnquiry`; this module is
 * the only one that knows where enquiries go (Firestore `contactRequests`, loaded lazily).
 *
 * Not wired yet: the accounts-and-data work replaces this body with the Firestore write. Until
 * then every submission honestly reports that it could not be sent.
 */

export interface Enquiry {
  name: string;
  email: string;
  /** The chosen class, or null when the visitor left "Select Class". */
  className: string | null;
  comment: string;
}

export type EnquiryFailure = 'network' | 'unavailable' | 'rejected';

export type EnquiryResult = { ok: true } | { ok: false; reason: EnquiryFailure };

export async function submitEnquiry(_enquiry: Enquiry): Promise<EnquiryResult> {
  return { ok: false, reason: 'unavailable' };
}
