/**
 * The leads the front desk answers, in one Firestore collection, `leads`: contact-form
 * enquiries now, trial requests later (issue 31). This module is the only one that knows
 * where a lead goes and in what shape. Each lead is written in one batch with its writer's
 * quota (visitorQuotas/{uid}, see ./visitor-quota) and the time it is deleted (./lead-expiry),
 * which the rules require; Firestore Lite and Auth load on the first submission.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { type FirestoreSdk, getDb } from './firestore';
import { type FirestoreFailure, firestoreErrorCode, firestoreFailure } from './firestore-failure';
import { leadExpiresAt } from './lead-expiry';
import type { LeadStatus } from './lead-limits';
import { publicWriterUid } from './public-writer';
import { nextQuotaStep, type StoredQuota, VISITOR_QUOTAS_COLLECTION } from './visitor-quota';
import { withTimeout } from './with-timeout';

export interface Enquiry {
  name: string;
  email: string;
  /** The chosen class (one of src/content/class-names.ts), or null when the visitor left "Select Class". */
  className: string | null;
  comment: string;
}

/** 'limit': this browser has sent PUBLIC_WRITES_PER_HOUR leads within the hour. */
export type EnquiryFailure = FirestoreFailure | 'limit';

export type EnquiryResult = { ok: true } | { ok: false; reason: EnquiryFailure };

/** The collection every lead is written to (visitors create; only staff read, answer and delete). */
export const LEADS_COLLECTION = 'leads';

/**
 * The kinds of lead. A trial request (issue 31 §1: name, phone, whatsapp, email, class, slotId,
 * sessionId, sessionStart) is the second kind; it goes through addLead like an enquiry.
 */
export type LeadKind = 'enquiry';

/** The quota as stored, or undefined when this client has none (or it is unreadable). */
function storedQuota(data: DocumentData | undefined): (StoredQuota & { windowStart: unknown }) | undefined {
  const windowStart = data?.windowStart as { toMillis?: () => number } | undefined;
  if (typeof windowStart?.toMillis !== 'function' || typeof data?.count !== 'number') return undefined;
  return { windowStart, windowStartMs: windowStart.toMillis(), count: data.count };
}

/** Writes one lead and moves its writer's quota on, in one batch; or says the hour is full. */
async function addLead(kind: LeadKind, fields: Record<string, unknown>): Promise<EnquiryResult> {
  const uid = await publicWriterUid();
  const { db, sdk } = await getDb();
  const quotaRef = sdk.doc(db, VISITOR_QUOTAS_COLLECTION, uid);
  const stored = storedQuota((await sdk.getDoc(quotaRef)).data());
  const step = nextQuotaStep(stored, Date.now());
  if (step.kind === 'full') return { ok: false, reason: 'limit' };

  const expireAt = leadExpiresAt(Date.now());
  const leadRef = sdk.doc(sdk.collection(db, LEADS_COLLECTION));
  const batch = sdk.writeBatch(db);
  batch.set(leadRef, { ...fields, ...leadBase(kind, sdk), expireAt });
  // The quota names the visitor's account, so it goes when the lead goes.
  batch.set(
    quotaRef,
    step.kind === 'next' && stored
      ? { windowStart: stored.windowStart, count: step.count, lastLead: leadRef.id, expireAt }
      : { windowStart: sdk.serverTimestamp(), count: 1, lastLead: leadRef.id, expireAt },
  );
  await batch.commit();
  return { ok: true };
}

/** The fields every lead carries as the visitor writes it, whatever its kind. */
function leadBase(kind: LeadKind, sdk: FirestoreSdk) {
  return { kind, locale: pageLocaleCode, status: 'new' satisfies LeadStatus, createdAt: sdk.serverTimestamp() };
}

/** A failed anonymous sign-in is the lead's failure too, in the same plain kinds. */
function leadFailure(error: unknown): FirestoreFailure {
  const code = firestoreErrorCode(error);
  if (!code?.startsWith('auth/')) return firestoreFailure(error);
  return code === 'auth/network-request-failed' ? 'network' : 'unavailable';
}

export async function submitEnquiry(enquiry: Enquiry): Promise<EnquiryResult> {
  try {
    return await withTimeout(
      addLead('enquiry', {
        name: enquiry.name,
        email: enquiry.email,
        class: enquiry.className,
        comment: enquiry.comment,
      }),
    );
  } catch (error) {
    return { ok: false, reason: leadFailure(error) };
  }
}
