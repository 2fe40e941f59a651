/**
 * The leads the front desk answers, in one Firestore collection, `leads`: contact-form
 * enquiries and trial requests (issue 31). This module is the only one that knows where a lead
 * goes and in what shape. Each lead is written in one batch with its writer's quota
 * (visitorQuotas/{uid}, see ./visitor-quota) and the time it is deleted (./lead-expiry), which
 * the rules require; a trial request also takes a place in its session's counter
 * (./trial-places). Firestore Lite and Auth load on the first submission.
 */
import type { DocumentData, DocumentReference } from 'firebase/firestore/lite';
import { TRIAL_PLACES_PER_SESSION } from '@/content/class-places';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import type { ClassSession } from '@/timetable/sessions';
import { type FirestoreSdk, getDb } from './firestore';
import { type FirestoreFailure, firestoreErrorCode, firestoreFailure } from './firestore-failure';
import { leadExpiresAt } from './lead-expiry';
import type { LeadStatus } from './lead-statuses';
import { LEADS_COLLECTION } from './leads-collection';
import { publicWriterUid } from './public-writer';
import { TRIAL_SESSIONS_COLLECTION, takenPlacesOf } from './trial-places';
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

// Re-exported where it was always read from; the desk imports ./leads-collection directly.
export { LEADS_COLLECTION };

/** A visitor's request for a free trial in one dated class session. */
export interface TrialRequest {
  name: string;
  /** As normalisePhone (src/lib/phone-number.ts) stores it: `+<digits>`. */
  phone: string;
  /** Whether the gym may answer on WhatsApp at that number. */
  whatsapp: boolean;
  /** '' when the visitor gave none, else a well-formed address. */
  email: string;
  session: ClassSession;
}

/** 'full': the session's TRIAL_PLACES_PER_SESSION places are taken (perhaps a moment ago, by someone else). */
export type TrialFailure = FirestoreFailure | 'limit' | 'full';

export type TrialResult = { ok: true } | { ok: false; reason: TrialFailure };

/** The kinds of lead, each with its own shape in firestore.rules (isEnquiry, isTrialRequest). */
export type LeadKind = 'enquiry' | 'trial';

/**
 * A document the lead's batch moves on besides the quota (a trial's session counter): read
 * before the batch is built, it gives the write to add, or why none can be made.
 */
type CompanionWrite<Refusal> = (
  connection: Awaited<ReturnType<typeof getDb>>,
) => Promise<{ ref: DocumentReference; data: DocumentData } | Refusal>;

/** The quota as stored, or undefined when this client has none (or it is unreadable). */
function storedQuota(data: DocumentData | undefined): (StoredQuota & { windowStart: unknown }) | undefined {
  const windowStart = data?.windowStart as { toMillis?: () => number } | undefined;
  if (typeof windowStart?.toMillis !== 'function' || typeof data?.count !== 'number') return undefined;
  return { windowStart, windowStartMs: windowStart.toMillis(), count: data.count };
}

/**
 * Writes one lead and moves its writer's quota on (and the companion's document, if any) in one
 * batch; or says the hour is full, or passes on the companion's refusal, having written nothing.
 */
async function addLead<Refusal extends string = never>(
  kind: LeadKind,
  fields: Record<string, unknown>,
  companion?: CompanionWrite<Refusal>,
): Promise<{ ok: true } | { ok: false; reason: 'limit' | Refusal }> {
  const uid = await publicWriterUid();
  const connection = await getDb();
  const { db, sdk } = connection;
  const quotaRef = sdk.doc(db, VISITOR_QUOTAS_COLLECTION, uid);
  const stored = storedQuota((await sdk.getDoc(quotaRef)).data());
  const step = nextQuotaStep(stored, Date.now());
  if (step.kind === 'full') return { ok: false, reason: 'limit' };
  const extra = await companion?.(connection);
  if (typeof extra === 'string') return { ok: false, reason: extra };

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
  if (extra) batch.set(extra.ref, extra.data);
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

/** The session's counter and the places it says are taken. */
async function takenPlaces({ db, sdk }: Awaited<ReturnType<typeof getDb>>, session: ClassSession) {
  const ref = sdk.doc(db, TRIAL_SESSIONS_COLLECTION, session.sessionId);
  return { ref, taken: takenPlacesOf((await sdk.getDoc(ref)).data()) };
}

/** One attempt at a trial request: the lead, the quota and the session's next place, in one batch. */
function addTrialLead(request: TrialRequest, onTaken: (taken: number) => void) {
  const { session } = request;
  return addLead<'full'>(
    'trial',
    {
      name: request.name,
      phone: request.phone,
      whatsapp: request.whatsapp,
      email: request.email,
      class: session.slot.className,
      slotId: session.slot.id,
      sessionId: session.sessionId,
      // A Date is stored as a Firestore timestamp, which the rules compare with request.time.
      sessionStart: session.start,
    },
    async (connection) => {
      const { ref, taken } = await takenPlaces(connection, session);
      onTaken(taken);
      if (taken >= TRIAL_PLACES_PER_SESSION) return 'full';
      return { ref, data: { count: taken + 1 } };
    },
  );
}

/** Two tries at most: a second only when someone else took a place between our read and our write. */
const TRIAL_ATTEMPTS = 2;

/**
 * Sends a trial request, taking one of its session's places. 'full' when the places were gone
 * before sending, or the rules refused the batch because someone took the last one first; when
 * someone took a place but others are left, it tries once more with the new count.
 */
export async function submitTrialRequest(request: TrialRequest): Promise<TrialResult> {
  try {
    return await withTimeout(
      (async (): Promise<TrialResult> => {
        for (let attempt = 1; ; attempt++) {
          let takenBefore = 0;
          try {
            return await addTrialLead(request, (taken) => {
              takenBefore = taken;
            });
          } catch (error) {
            if (firestoreErrorCode(error) !== 'permission-denied') throw error;
            const { taken } = await takenPlaces(await getDb(), request.session);
            if (taken >= TRIAL_PLACES_PER_SESSION) return { ok: false, reason: 'full' };
            if (taken === takenBefore || attempt >= TRIAL_ATTEMPTS) throw error;
          }
        }
      })(),
    );
  } catch (error) {
    return { ok: false, reason: leadFailure(error) };
  }
}
