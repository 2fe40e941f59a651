/**
 * The front desk's reads and answers on `leads` (staff only: firestore.rules). Loaded only by
 * the desk. Each call is bounded (withTimeout) and answers with the plain failure kinds of
 * ./firestore-failure; the inbox pages with one query per page (a limit and a cursor), so the
 * first page costs the same whether the collection holds ten leads or ten thousand.
 */
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { type LocaleCode, localeCodes } from '@/i18n/locales';
import { ATTENDANCE_MARKS, type AttendanceMark } from '@/timetable/booking-record';
import { parseSessionCount } from '@/timetable/session-count';
import { sessionById } from '@/timetable/sessions';
import { addSessionWrites } from './apply-session-writes';
import { getFirebase } from './client';
import {
  DESK_LEAD_KINDS,
  type DeskLeadKind,
  equalityFields,
  LEAD_ORDER,
  LEADS_PAGE_SIZE,
  type LeadFilters,
} from './desk-lead-queries';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { LEAD_STATUSES, type LeadStatus } from './lead-statuses';
import { LEADS_COLLECTION } from './leads-collection';
import { countPath, planTrialPlaceMove } from './session-batches';
import { withTimeout } from './with-timeout';

interface DeskLeadBase {
  id: string;
  name: string;
  email: string;
  /** The class the visitor chose (a name from src/content/class-names.ts), or null. */
  className: string | null;
  /** The language of the page the visitor wrote from. */
  locale: LocaleCode;
  status: LeadStatus;
  /** Null only for a lead whose server time has not been stamped yet. */
  createdAt: Date | null;
  note: string;
}

export interface DeskEnquiry extends DeskLeadBase {
  kind: 'enquiry';
  comment: string;
}

export interface DeskTrial extends DeskLeadBase {
  kind: 'trial';
  phone: string;
  whatsapp: boolean;
  slotId: string;
  sessionId: string;
  sessionStart: Date | null;
  /** Whether the visitor came, once staff marked it. */
  attendance?: AttendanceMark;
}

export type DeskLead = DeskEnquiry | DeskTrial;

/** Where the next page starts: opaque to the desk, handed back as `after`. */
export interface LeadsCursor {
  readonly snapshot: QueryDocumentSnapshot;
}

export interface LeadsPage {
  items: DeskLead[];
  /** Undefined when this page is the last. */
  next?: LeadsCursor;
}

export type DeskResult<T> = { ok: true; value: T } | { ok: false; reason: FirestoreFailure };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const date = (value: unknown) =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate: () => Date }).toDate()
    : null;

/** A stored lead as the desk shows it; fields that do not fit the shape read as empty, never throw. */
export function deskLeadOf(id: string, data: DocumentData): DeskLead {
  const base: DeskLeadBase = {
    id,
    name: text(data.name),
    email: text(data.email),
    className: typeof data.class === 'string' ? data.class : null,
    locale: localeCodes.find((code) => code === data.locale) ?? 'en',
    status: LEAD_STATUSES.find((status) => status === data.status) ?? 'new',
    createdAt: date(data.createdAt),
    note: text(data.note),
  };
  const kind: DeskLeadKind = DESK_LEAD_KINDS.find((candidate) => candidate === data.kind) ?? 'enquiry';
  if (kind === 'trial') {
    return {
      ...base,
      kind,
      phone: text(data.phone),
      whatsapp: data.whatsapp === true,
      slotId: text(data.slotId),
      sessionId: text(data.sessionId),
      sessionStart: date(data.sessionStart),
      ...(ATTENDANCE_MARKS.find((mark) => mark === data.attendance)
        ? { attendance: data.attendance as AttendanceMark }
        : {}),
    };
  }
  return { ...base, kind, comment: text(data.comment) };
}

async function bounded<T>(request: () => Promise<T>): Promise<DeskResult<T>> {
  try {
    return { ok: true, value: await withTimeout(request()) };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

/** `signal`: once aborted (the desk has gone, say on sign-out), nothing more is sent. */
async function leadsQuery(signal: AbortSignal | undefined) {
  const [{ db, sdk }, queries] = await Promise.all([getDb(), import('./sdk-firestore-queries')]);
  signal?.throwIfAborted();
  return { leads: sdk.collection(db, LEADS_COLLECTION), db, sdk, queries };
}

/** One page of the inbox, newest first: ONE query with the filters, a limit and the cursor. */
export function readLeadsPage(
  { status, kind, after, signal }: LeadFilters & { after?: LeadsCursor; signal?: AbortSignal },
  pageSize = LEADS_PAGE_SIZE,
): Promise<DeskResult<LeadsPage>> {
  return bounded(async () => {
    const { leads, queries: q } = await leadsQuery(signal);
    const values = { status, kind };
    const constraints = [
      ...equalityFields(values).map((field) => q.where(field, '==', values[field])),
      q.orderBy(LEAD_ORDER.field, LEAD_ORDER.direction),
      ...(after ? [q.startAfter(after.snapshot)] : []),
      // One more than the page: whether it exists says if there is a next page, with no second query.
      q.limit(pageSize + 1),
    ];
    const { docs } = await q.getDocs(q.query(leads, ...constraints));
    const shown = docs.slice(0, pageSize);
    const last = shown.at(-1);
    return {
      items: shown.map((snapshot) => deskLeadOf(snapshot.id, snapshot.data())),
      ...(docs.length > pageSize && last ? { next: { snapshot: last } } : {}),
    };
  });
}

export interface LeadAnswer {
  status: LeadStatus;
  note: string;
}

async function staffUid(): Promise<string> {
  const { auth } = await getFirebase();
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'unauthenticated' });
  return uid;
}

/**
 * A trial request holds one of its session's trial places while it is not lost, until its
 * session starts: `change` is the place it gives back (-1) or takes again (+1), added to the
 * batch with the count as stored now (a session whose count predates the places has none to move).
 */
async function addTrialPlaceMove(
  connection: Awaited<ReturnType<typeof getDb>>,
  batch: ReturnType<Awaited<ReturnType<typeof getDb>>['sdk']['writeBatch']>,
  lead: DeskLead,
  change: 1 | -1,
): Promise<void> {
  if (lead.kind !== 'trial' || !lead.sessionStart || lead.sessionStart.getTime() <= Date.now()) return;
  const session = sessionById(lead.sessionId);
  if (!session) return;
  const { db, sdk } = connection;
  const stored = await sdk.getDoc(sdk.doc(db, countPath(session.sessionId)));
  if (!stored.exists()) return;
  addSessionWrites(
    connection,
    batch,
    planTrialPlaceMove(session, parseSessionCount(stored.data()), change, lead.id, new Date()),
  );
}

/**
 * Staff's status and note on a lead, stamped with who answered and when (the rules require both).
 * A trial request marked lost gives its place back in the same batch; brought back, takes it again.
 */
export function answerLead(lead: DeskLead, { status, note }: LeadAnswer): Promise<DeskResult<void>> {
  return bounded(async () => {
    const connection = await getDb();
    const { db, sdk } = connection;
    const uid = await staffUid();
    const batch = sdk.writeBatch(db);
    batch.update(sdk.doc(db, LEADS_COLLECTION, lead.id), {
      status,
      note,
      handledBy: uid,
      handledAt: sdk.serverTimestamp(),
    });
    const wasLost = lead.status === 'lost';
    if (wasLost !== (status === 'lost')) await addTrialPlaceMove(connection, batch, lead, wasLost ? 1 : -1);
    await batch.commit();
  });
}

/** Whether a trial visitor came (the roster's one tap), stamped like an answer. */
export function markTrialAttendance(
  lead: Pick<DeskTrial, 'id'>,
  attendance: AttendanceMark,
): Promise<DeskResult<void>> {
  return bounded(async () => {
    const { db, sdk } = await getDb();
    const uid = await staffUid();
    await sdk.updateDoc(sdk.doc(db, LEADS_COLLECTION, lead.id), {
      attendance,
      handledBy: uid,
      handledAt: sdk.serverTimestamp(),
    });
  });
}

/** Deletes a lead for good (a visitor's right to erasure); a trial request's place comes back in the same batch. */
export function deleteLead(lead: DeskLead): Promise<DeskResult<void>> {
  return bounded(async () => {
    const connection = await getDb();
    const { db, sdk } = connection;
    const batch = sdk.writeBatch(db);
    batch.delete(sdk.doc(db, LEADS_COLLECTION, lead.id));
    if (lead.status !== 'lost') await addTrialPlaceMove(connection, batch, lead, -1);
    await batch.commit();
  });
}

/** How many leads are new: a count aggregation, nothing downloaded. */
export function countNewLeads(signal?: AbortSignal): Promise<DeskResult<number>> {
  return bounded(async () => {
    const { leads, queries: q } = await leadsQuery(signal);
    const snapshot = await q.getCount(q.query(leads, q.where('status', '==', 'new' satisfies LeadStatus)));
    return snapshot.data().count;
  });
}
