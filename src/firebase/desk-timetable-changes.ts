/**
 * The desk's reads and writes on `timetableChanges`: the current changes, and staff
 * posting, editing and withdrawing one. Loaded only by the desk. Every write is shaped exactly as
 * firestore.rules `match /timetableChanges` requires (the kind's fields, `updatedAt` the server's
 * time, `endsAt` from changeEndsAt, `createdAt` only on create; the staff uid only in the
 * change's staff-only author record, written in the same batch), each
 * call is bounded (withTimeout) and answers with the plain failure kinds of ./firestore-failure.
 * Each write also sets, in the same batch, the list of sessions that do not take place
 * (timetableOff/current, src/timetable/sessions-off.ts), worked out from the current changes as
 * they will stand: the rules refuse bookings and trials in those sessions.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { gymDateOf } from '@/timetable/gym-date';
import { sessionsOff } from '@/timetable/sessions-off';
import {
  CHANGE_FIELDS,
  type ChangeNote,
  changeEndsAt,
  LEGACY_AUTHOR_FIELD,
  parseTimetableChange,
  type TimetableChange,
  type TimetableChangeFields,
} from '@/timetable/timetable-changes';
import { getFirebase } from './client';
import { type FirestoreSdk, getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { TIMETABLE_OFF_DOCUMENT } from './session-collections';
import {
  CHANGES_QUERY_MARGIN_MS,
  CHANGES_READ_LIMIT,
  TIMETABLE_CHANGE_AUTHORS_COLLECTION,
  TIMETABLE_CHANGES_COLLECTION,
} from './timetable-changes-query';
import { withTimeout } from './with-timeout';

export type ChangeResult<T> = { ok: true; value: T } | { ok: false; reason: FirestoreFailure };

/** What staff post: the kind's fields and an optional note. */
export interface ChangeDraft {
  fields: TimetableChangeFields;
  note?: ChangeNote;
}

async function bounded<T>(request: () => Promise<T>): Promise<ChangeResult<T>> {
  try {
    return { ok: true, value: await withTimeout(request()) };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

async function staffUid(): Promise<string> {
  const { auth } = await getFirebase();
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'unauthenticated' });
  return uid;
}

/**
 * The current changes, soonest ending first: the one query the rules let through (endsAt after
 * now plus the public reader's margin, ordered by endsAt, limited). A single-field range and
 * order: Firestore's automatic index serves it. Documents the parser refuses are left out.
 */
export function readCurrentChanges(
  signal?: AbortSignal,
  now: Date = new Date(),
): Promise<ChangeResult<TimetableChange[]>> {
  return bounded(async () => {
    const [{ db }, q] = await Promise.all([getDb(), import('./sdk-firestore-queries')]);
    signal?.throwIfAborted();
    const after = q.Timestamp.fromMillis(now.getTime() + CHANGES_QUERY_MARGIN_MS);
    const snapshot = await q.getDocs(
      q.query(
        q.collection(db, TIMETABLE_CHANGES_COLLECTION),
        q.where('endsAt', '>', after),
        q.orderBy('endsAt'),
        q.limit(CHANGES_READ_LIMIT),
      ),
    );
    return snapshot.docs.flatMap((document) => parseTimetableChange(document.id, document.data()) ?? []);
  });
}

/** Every field any kind may hold: an edit to another kind removes the ones the new kind lacks. */
const KIND_FIELDS = [...new Set(Object.values(CHANGE_FIELDS).flat())];

type Connection = Awaited<ReturnType<typeof getDb>>;
type Batch = ReturnType<FirestoreSdk['writeBatch']>;

/** A draft as the change it will be once stored, for working out what it leaves off. */
function asChange(id: string, { fields, note }: ChangeDraft): TimetableChange {
  const now = new Date();
  return {
    ...fields,
    id,
    ...(note ? { note } : {}),
    createdAt: now,
    updatedAt: now,
    endsAt: changeEndsAt(fields),
  } as TimetableChange;
}

/** Adds to the batch who wrote the change (`id`), where only staff read it. */
function addAuthor({ db, sdk }: Connection, batch: Batch, id: string, uid: string) {
  batch.set(sdk.doc(db, TIMETABLE_CHANGE_AUTHORS_COLLECTION, id), { by: uid, at: sdk.serverTimestamp() });
}

/**
 * Adds to the batch the list of sessions off once the write is done: the current changes read
 * afresh (another desk may have posted one), less the one written (`id`), plus what it becomes.
 */
async function addSessionsOff({ db, sdk }: Connection, batch: Batch, id: string, written: TimetableChange | undefined) {
  const current = await readCurrentChanges();
  if (!current.ok) throw Object.assign(new Error('The current changes could not be read'), { code: 'unavailable' });
  const changes = [...current.value.filter((change) => change.id !== id), ...(written ? [written] : [])];
  batch.set(sdk.doc(db, TIMETABLE_OFF_DOCUMENT), {
    ...sessionsOff(changes, gymDateOf(new Date())),
    updatedAt: sdk.serverTimestamp(),
  });
}

/** Posts a new change; resolves to its id. */
export function postChange(draft: ChangeDraft): Promise<ChangeResult<string>> {
  return bounded(async () => {
    const [connection, q, uid] = await Promise.all([getDb(), import('./sdk-firestore-queries'), staffUid()]);
    const { db, sdk } = connection;
    const { fields, note } = draft;
    const reference = sdk.doc(sdk.collection(db, TIMETABLE_CHANGES_COLLECTION));
    const batch = sdk.writeBatch(db);
    batch.set(reference, {
      ...fields,
      ...(note ? { note } : {}),
      createdAt: sdk.serverTimestamp(),
      updatedAt: sdk.serverTimestamp(),
      endsAt: q.Timestamp.fromDate(changeEndsAt(fields)),
    });
    addAuthor(connection, batch, reference.id, uid);
    await addSessionsOff(connection, batch, reference.id, asChange(reference.id, draft));
    await batch.commit();
    return reference.id;
  });
}

/**
 * Edits a change in place, to any kind: its fields and note replaced, `createdAt` left alone (an
 * update never names it, so the stored time stays exactly as the server wrote it), `updatedAt`
 * and `endsAt` written anew, an author's uid the change may still hold removed, and the editor
 * named in its author record. A change withdrawn or over meanwhile is refused by the rules.
 */
export function updateChange(id: string, draft: ChangeDraft): Promise<ChangeResult<void>> {
  return bounded(async () => {
    const [connection, q, uid] = await Promise.all([getDb(), import('./sdk-firestore-queries'), staffUid()]);
    const { db, sdk } = connection;
    const { fields, note } = draft;
    const own: DocumentData = fields;
    const removed = Object.fromEntries(
      KIND_FIELDS.filter((field) => !(field in own)).map((field) => [field, q.deleteField()]),
    );
    const batch = sdk.writeBatch(db);
    batch.update(sdk.doc(db, TIMETABLE_CHANGES_COLLECTION, id), {
      ...removed,
      ...own,
      note: note ?? q.deleteField(),
      updatedAt: sdk.serverTimestamp(),
      [LEGACY_AUTHOR_FIELD]: q.deleteField(),
      endsAt: q.Timestamp.fromDate(changeEndsAt(fields)),
    });
    addAuthor(connection, batch, id, uid);
    await addSessionsOff(connection, batch, id, asChange(id, draft));
    await batch.commit();
  });
}

/** Withdraws a change: deleted with its author record, so no page shows it any more. */
export function withdrawChange(id: string): Promise<ChangeResult<void>> {
  return bounded(async () => {
    const connection = await getDb();
    const { db, sdk } = connection;
    const batch = sdk.writeBatch(db);
    batch.delete(sdk.doc(db, TIMETABLE_CHANGES_COLLECTION, id));
    batch.delete(sdk.doc(db, TIMETABLE_CHANGE_AUTHORS_COLLECTION, id));
    await addSessionsOff(connection, batch, id, undefined);
    await batch.commit();
  });
}
