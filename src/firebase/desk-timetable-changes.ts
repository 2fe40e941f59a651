/**
 * The desk's reads and writes on `timetableChanges` (issue 29): the current changes, and staff
 * posting, editing and withdrawing one. Loaded only by the desk. Every write is shaped exactly as
 * firestore.rules `match /timetableChanges` requires (the kind's fields, `by` the staff uid,
 * `updatedAt` the server's time, `endsAt` from changeEndsAt, `createdAt` only on create), each
 * call is bounded (withTimeout) and answers with the plain failure kinds of ./firestore-failure.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import {
  CHANGE_FIELDS,
  type ChangeNote,
  changeEndsAt,
  parseTimetableChange,
  type TimetableChange,
  type TimetableChangeFields,
} from '@/timetable/timetable-changes';
import { getFirebase } from './client';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { CHANGES_QUERY_MARGIN_MS, CHANGES_READ_LIMIT, TIMETABLE_CHANGES_COLLECTION } from './timetable-changes-query';
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

/** Posts a new change; resolves to its id. */
export function postChange({ fields, note }: ChangeDraft): Promise<ChangeResult<string>> {
  return bounded(async () => {
    const [{ db, sdk }, q, uid] = await Promise.all([getDb(), import('./sdk-firestore-queries'), staffUid()]);
    const reference = sdk.doc(sdk.collection(db, TIMETABLE_CHANGES_COLLECTION));
    await sdk.setDoc(reference, {
      ...fields,
      ...(note ? { note } : {}),
      createdAt: sdk.serverTimestamp(),
      updatedAt: sdk.serverTimestamp(),
      by: uid,
      endsAt: q.Timestamp.fromDate(changeEndsAt(fields)),
    });
    return reference.id;
  });
}

/**
 * Edits a change in place, to any kind: its fields and note replaced, `createdAt` left alone (an
 * update never names it, so the stored time stays exactly as the server wrote it), `updatedAt`,
 * `by` and `endsAt` written anew. A change withdrawn or over meanwhile is refused by the rules.
 */
export function updateChange(id: string, { fields, note }: ChangeDraft): Promise<ChangeResult<void>> {
  return bounded(async () => {
    const [{ db, sdk }, q, uid] = await Promise.all([getDb(), import('./sdk-firestore-queries'), staffUid()]);
    const own: DocumentData = fields;
    const removed = Object.fromEntries(
      KIND_FIELDS.filter((field) => !(field in own)).map((field) => [field, q.deleteField()]),
    );
    await sdk.updateDoc(sdk.doc(db, TIMETABLE_CHANGES_COLLECTION, id), {
      ...removed,
      ...own,
      note: note ?? q.deleteField(),
      updatedAt: sdk.serverTimestamp(),
      by: uid,
      endsAt: q.Timestamp.fromDate(changeEndsAt(fields)),
    });
  });
}

/** Withdraws a change: deleted, so no page shows it any more. */
export function withdrawChange(id: string): Promise<ChangeResult<void>> {
  return bounded(async () => {
    const { db, sdk } = await getDb();
    await sdk.deleteDoc(sdk.doc(db, TIMETABLE_CHANGES_COLLECTION, id));
  });
}
