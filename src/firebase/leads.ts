/**
 * The leads the front desk answers, in one Firestore collection, `leads`: contact-form
 * enquiries and trial requests. This module is the only one that knows where a lead
 * goes and in what shape. Each lead is written in one batch with its writer's quota
 * (visitorQuotas/{uid}, see ./visitor-quota) and the time it is deleted (./lead-expiry), which
 * the rules require; a trial request also takes one of its session's trial places and marks
 * its writer as holding a trial there (./session-batches). Firestore Lite and Auth load on the
 * first submission.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { gymDateOf } from '@/timetable/gym-date';
import { parseSessionCount, type SessionCount, trialPlacesLeft } from '@/timetable/session-count';
import type { ClassSession } from '@/timetable/sessions';
import { addSessionWrites } from './apply-session-writes';
import { type FirestoreSdk, getDb } from './firestore';
import { type FirestoreFailure, firestoreErrorCode, firestoreFailure } from './firestore-failure';
import { leadExpiresAt } from './lead-expiry';
import type { LeadStatus } from './lead-statuses';
import { LEADS_COLLECTION } from './leads-collection';
import { publicWriterUid } from './public-writer';
import { countPath, planTrialPlace, type SessionWrite, trialMarkPath } from './session-batches';
import { nextTrialDay, parseTrialDay, TRIAL_DAY_DOCUMENT, type TrialDay, trialDayToday } from './trial-day';
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

/**
 * 'full': the session's trial places are taken (perhaps a moment ago, by someone else);
 * 'held': this browser already holds a trial in that session; 'day-full': the gym takes no more
 * trial requests today (./trial-day).
 */
export type TrialFailure = FirestoreFailure | 'limit' | 'full' | 'held' | 'day-full';

export type TrialResult = { ok: true } | { ok: false; reason: TrialFailure };

/** The kinds of lead, each with its own shape in firestore.rules (isEnquiry, isTrialRequest). */
export type LeadKind = 'enquiry' | 'trial';

/**
 * What the lead's batch moves on besides the quota (a trial's place in its session): read before
 * the batch is built, it gives the writes to add, or why none can be made.
 */
type CompanionWrites<Refusal> = (
  connection: Awaited<ReturnType<typeof getDb>>,
  lead: { id: string; writerUid: string },
) => Promise<SessionWrite[] | Refusal>;

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
  companion?: CompanionWrites<Refusal>,
): Promise<{ ok: true } | { ok: false; reason: 'limit' | Refusal }> {
  const uid = await publicWriterUid();
  const connection = await getDb();
  const { db, sdk } = connection;
  const quotaRef = sdk.doc(db, VISITOR_QUOTAS_COLLECTION, uid);
  const stored = storedQuota((await sdk.getDoc(quotaRef)).data());
  const step = nextQuotaStep(stored, Date.now());
  if (step.kind === 'full') return { ok: false, reason: 'limit' };
  const leadRef = sdk.doc(sdk.collection(db, LEADS_COLLECTION));
  const extra = await companion?.(connection, { id: leadRef.id, writerUid: uid });
  if (typeof extra === 'string') return { ok: false, reason: extra };

  const expireAt = leadExpiresAt(Date.now());
  const batch = sdk.writeBatch(db);
  batch.set(leadRef, { ...fields, ...leadBase(kind, sdk), expireAt });
  // The quota names the visitor's account, so it goes when the lead goes.
  batch.set(
    quotaRef,
    step.kind === 'next' && stored
      ? { windowStart: stored.windowStart, count: step.count, lastLead: leadRef.id, expireAt }
      : { windowStart: sdk.serverTimestamp(), count: 1, lastLead: leadRef.id, expireAt },
  );
  if (extra) addSessionWrites(connection, batch, extra);
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

/** The session's count as stored now. */
async function countNow({ db, sdk }: Awaited<ReturnType<typeof getDb>>, session: ClassSession): Promise<SessionCount> {
  return parseSessionCount((await sdk.getDoc(sdk.doc(db, countPath(session.sessionId)))).data());
}

/** The day's count of trial requests as stored now (./trial-day). */
async function trialDayNow({ db, sdk }: Awaited<ReturnType<typeof getDb>>): Promise<TrialDay | undefined> {
  return parseTrialDay((await sdk.getDoc(sdk.doc(db, TRIAL_DAY_DOCUMENT))).data());
}

/** What was read before a try: what another request may have moved meanwhile. */
interface ReadBefore {
  count: SessionCount;
  day: TrialDay | undefined;
}

/**
 * One attempt at a trial request: the lead, the quota, the session's next place and the day's
 * count, in one batch.
 */
function addTrialLead(request: TrialRequest, onRead: (read: ReadBefore) => void) {
  const { session } = request;
  return addLead<'full' | 'held' | 'day-full'>(
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
    async (connection, lead) => {
      const [count, isHeld, day] = await Promise.all([
        countNow(connection, session),
        holdsTrial(connection, session, lead.writerUid),
        trialDayNow(connection),
      ]);
      onRead({ count, day });
      if (isHeld) return 'held';
      if (trialPlacesLeft(count, session.slot.className) === 0) return 'full';
      const dayWrite = nextTrialDay(day, gymDateOf(new Date()), lead.id);
      if (dayWrite === 'day-full') return 'day-full';
      return [
        ...planTrialPlace(session, count, lead.id, lead.writerUid),
        { kind: 'set', path: TRIAL_DAY_DOCUMENT, data: dayWrite },
      ];
    },
  );
}

const sameCount = (a: SessionCount, b: SessionCount | undefined) =>
  b !== undefined && a.booked === b.booked && a.trials === b.trials && a.queue.length === b.queue.length;

const sameDay = (a: TrialDay | undefined, b: TrialDay | undefined) =>
  a?.day === b?.day && a?.count === b?.count && a?.limit === b?.limit;

/** Whether this browser's account already holds a trial in the session (its mark, which only it may read). */
async function holdsTrial({ db, sdk }: Awaited<ReturnType<typeof getDb>>, session: ClassSession, uid: string) {
  return (await sdk.getDoc(sdk.doc(db, trialMarkPath(session.sessionId, uid)))).exists();
}

/** Two tries at most: a second only when someone else moved a count between our read and our write. */
const TRIAL_ATTEMPTS = 2;

/**
 * Sends a trial request, taking one of its session's places. 'full' when the places were gone
 * before sending, or the rules refused the batch because someone took the last one first; when
 * someone else moved the count but places are left, it tries once more with the new count.
 * 'held' when this browser already holds a trial in the session (its mark is there); 'day-full'
 * when today's trial requests reached the limit, before sending or while it was on its way.
 */
export async function submitTrialRequest(request: TrialRequest): Promise<TrialResult> {
  try {
    return await withTimeout(
      (async (): Promise<TrialResult> => {
        for (let attempt = 1; ; attempt++) {
          let before: ReadBefore | undefined;
          try {
            return await addTrialLead(request, (read) => {
              before = read;
            });
          } catch (error) {
            if (firestoreErrorCode(error) !== 'permission-denied') throw error;
            const connection = await getDb();
            const [count, day] = await Promise.all([countNow(connection, request.session), trialDayNow(connection)]);
            if (trialPlacesLeft(count, request.session.slot.className) === 0) return { ok: false, reason: 'full' };
            const today = trialDayToday(day, gymDateOf(new Date()));
            if (today.count >= today.limit) return { ok: false, reason: 'day-full' };
            if (await holdsTrial(connection, request.session, await publicWriterUid()))
              return { ok: false, reason: 'held' };
            const isUnmoved = sameCount(count, before?.count) && sameDay(day, before?.day);
            if (isUnmoved || attempt >= TRIAL_ATTEMPTS) throw error;
          }
        }
      })(),
    );
  } catch (error) {
    return { ok: false, reason: leadFailure(error) };
  }
}
