/**
 * firestore.rules for timetableChanges/{id}, every allow and every deny, against the
 * Firestore emulator (FIRESTORE_EMULATOR_HOST, set by scripts/test-rules.ts).
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changesQueryUrl, fetchTimetableChanges } from '@/firebase/public-timetable-changes';
import {
  TIMETABLE_CHANGE_AUTHORS_COLLECTION as AUTHORS,
  TIMETABLE_CHANGES_COLLECTION as CHANGES,
  CHANGES_QUERY_MARGIN_MS,
} from '@/firebase/timetable-changes-query';
import { addGymDays, gymDateOf, weekdayOfGymDate } from '@/timetable/gym-date';
import {
  CHANGE_MAX_DAYS_AHEAD,
  CHANGE_NOTE_MAX_LENGTH,
  changeEndsAt,
  type TimetableChangeFields,
} from '@/timetable/timetable-changes';
import { asStaffMember, STAFF_UID, seedStaffRecord } from './staff-member';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rivage-gym-changes',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env?.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedStaffRecord(env);
});

const asStaff = () => asStaffMember(env);
const asMember = (uid = 'alice') => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const asVisitor = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

/** The first date on `weekday` at least `daysAhead` days after today at the gym. */
function dateOn(weekday: string, daysAhead = 1) {
  let date = addGymDays(gymDateOf(new Date()), daysAhead);
  while (weekdayOfGymDate(date) !== weekday) date = addGymDays(date, 1);
  return date;
}

const FRIDAY = dateOn('friday');
const karate = { slotId: 'friday-2200-karate', date: FRIDAY };

/** A change as the desk writes it: the fields, stamped by the server, ending with its last day. */
function written(fields: TimetableChangeFields, extra: Record<string, unknown> = {}) {
  return {
    ...fields,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    endsAt: Timestamp.fromDate(changeEndsAt(fields)),
    ...extra,
  };
}

const change = (db: Firestore, id = 'change-1') => doc(db, CHANGES, id);
const author = (db: Firestore, id = 'change-1') => doc(db, AUTHORS, id);
const authorRecord = (uid = STAFF_UID) => ({ by: uid, at: serverTimestamp() });

/** Posts a change with its author record in one batch, as the desk does. */
function post(db: Firestore, data: Record<string, unknown>, id = 'change-1', record: object = authorRecord()) {
  const batch = writeBatch(db);
  batch.set(change(db, id), data);
  batch.set(author(db, id), record);
  return batch.commit();
}

/** Edits a change, naming its editor in the author record in the same batch. */
function edit(db: Firestore, data: Record<string, unknown>, id = 'change-1', record: object = authorRecord()) {
  const batch = writeBatch(db);
  batch.update(change(db, id), data);
  batch.set(author(db, id), record);
  return batch.commit();
}

/** Withdraws a change with its author record. */
function withdraw(db: Firestore, id = 'change-1') {
  const batch = writeBatch(db);
  batch.delete(change(db, id));
  batch.delete(author(db, id));
  return batch.commit();
}

async function seed(id: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, CHANGES, id), data);
  });
}

describe('timetableChanges: staff write', () => {
  it.each<[string, TimetableChangeFields, Record<string, unknown>?]>([
    ['a cancelled session', { kind: 'cancelled', ...karate }],
    ['a cancelled session with a note', { kind: 'cancelled', ...karate }, { note: { text: 'مريض', locale: 'ar' } }],
    ['a moved session', { kind: 'moved', ...karate, start: '19:00', end: '20:30' }],
    ['a substitute', { kind: 'substitute', ...karate, trainerId: 'salma-ben-amor' }],
    ['special hours, closed', { kind: 'hours', from: FRIDAY, to: addGymDays(FRIDAY, 3), closed: true }],
    [
      'special hours, open',
      { kind: 'hours', from: FRIDAY, to: addGymDays(FRIDAY, 30), closed: false, opens: '10:00', closes: '16:00' },
    ],
  ])('lets staff post %s', async (_case, fields, extra) => {
    await assertSucceeds(post(asStaff(), written(fields, extra)));
  });

  it('lets staff edit a current change, keeping its creation time, and withdraw it', async () => {
    const db = asStaff();
    await assertSucceeds(post(db, written({ kind: 'cancelled', ...karate })));
    await assertSucceeds(edit(db, { kind: 'moved', start: '19:00', end: '20:00', updatedAt: serverTimestamp() }));
    await assertFails(edit(db, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertSucceeds(withdraw(db));
  });

  it('refuses an edit of a change whose last day is over', async () => {
    await seed('past', {
      ...written({ kind: 'cancelled', ...karate }),
      endsAt: Timestamp.fromMillis(Date.now() - 60_000),
    });
    await assertFails(edit(asStaff(), { updatedAt: serverTimestamp() }, 'past'));
  });

  it('refuses visitors and members', async () => {
    await assertFails(post(asVisitor(), written({ kind: 'cancelled', ...karate }), 'change-1', authorRecord('alice')));
    await assertFails(post(asMember(), written({ kind: 'cancelled', ...karate }), 'change-1', authorRecord('alice')));
    await seed('current', written({ kind: 'cancelled', ...karate }));
    await assertFails(edit(asMember(), { updatedAt: serverTimestamp() }, 'current', authorRecord('alice')));
    await assertFails(deleteDoc(change(asMember(), 'current')));
    await assertFails(deleteDoc(change(asVisitor(), 'current')));
  });

  it('takes an edit of a change holding an author uid only when the edit removes it', async () => {
    await seed('older', written({ kind: 'cancelled', ...karate }, { by: STAFF_UID }));
    await assertFails(edit(asStaff(), { updatedAt: serverTimestamp() }, 'older'));
    await assertSucceeds(edit(asStaff(), { updatedAt: serverTimestamp(), by: deleteField() }, 'older'));
  });

  const tooFar = dateOn('friday', CHANGE_MAX_DAYS_AHEAD + 1);
  const lastDay = addGymDays(gymDateOf(new Date()), CHANGE_MAX_DAYS_AHEAD);
  it.each<[string, TimetableChangeFields, Record<string, unknown>?]>([
    ['an unknown kind', { kind: 'cancelled', ...karate }, { kind: 'closed' }],
    ['an extra field', { kind: 'cancelled', ...karate }, { isAdmin: true }],
    ['a missing field', { kind: 'moved', ...karate, start: '19:00', end: '20:00' }, { end: undefined }],
    ['a slot the timetable does not have', { kind: 'cancelled', slotId: 'friday-2200-mma', date: FRIDAY }],
    ['a slot on another weekday', { kind: 'cancelled', slotId: 'friday-2200-karate', date: dateOn('thursday') }],
    ['a date that does not exist', { kind: 'cancelled', ...karate }, { date: '2027-02-30' }],
    ['a date in another form', { kind: 'cancelled', ...karate }, { date: FRIDAY.replaceAll('-', '/') }],
    [
      'a coach who is not one of the gym’s',
      { kind: 'substitute', ...karate, trainerId: 'salma-ben-amor' },
      { trainerId: 'someone' },
    ],
    ['a time that is not HH:MM', { kind: 'moved', ...karate, start: '7:00', end: '08:00' }],
    ['a move ending before it starts', { kind: 'moved', ...karate, start: '20:00', end: '19:00' }],
    ['hours running backwards', { kind: 'hours', from: addGymDays(FRIDAY, 1), to: FRIDAY, closed: true }],
    [
      'closed hours with times',
      { kind: 'hours', from: FRIDAY, to: FRIDAY, closed: true },
      { opens: '10:00', closes: '12:00' },
    ],
    ['open hours without times', { kind: 'hours', from: FRIDAY, to: FRIDAY, closed: true }, { closed: false }],
    [
      'a note too long',
      { kind: 'cancelled', ...karate },
      { note: { text: 'x'.repeat(CHANGE_NOTE_MAX_LENGTH + 1), locale: 'en' } },
    ],
    ['a blank note', { kind: 'cancelled', ...karate }, { note: { text: ' \u200B ', locale: 'en' } }],
    ['a note in another language', { kind: 'cancelled', ...karate }, { note: { text: 'Hallo', locale: 'de' } }],
    [
      'endsAt a day after the date',
      { kind: 'cancelled', ...karate },
      { endsAt: Timestamp.fromDate(changeEndsAt({ kind: 'cancelled', date: addGymDays(FRIDAY, 1) })) },
    ],
    [
      'a date whose day is over',
      {
        kind: 'hours',
        from: addGymDays(gymDateOf(new Date()), -1),
        to: addGymDays(gymDateOf(new Date()), -1),
        closed: true,
      },
    ],
    ['a date too far ahead', { kind: 'cancelled', slotId: 'friday-2200-karate', date: tooFar }],
    ['hours ending too far ahead', { kind: 'hours', from: FRIDAY, to: addGymDays(lastDay, 1), closed: true }],
    ['the writer’s uid in the change itself', { kind: 'cancelled', ...karate }, { by: STAFF_UID }],
    ['a creation time of the client', { kind: 'cancelled', ...karate }, { createdAt: Timestamp.now() }],
    ['an update time of the client', { kind: 'cancelled', ...karate }, { updatedAt: Timestamp.now() }],
  ])('refuses %s', async (_case, fields, extra = {}) => {
    const data = Object.fromEntries(Object.entries(written(fields, extra)).filter(([, value]) => value !== undefined));
    await assertFails(post(asStaff(), data));
  });

  it('accepts hours ending on the last day staff may post', async () => {
    await assertSucceeds(post(asStaff(), written({ kind: 'hours', from: FRIDAY, to: lastDay, closed: true })));
  });
});

describe('timetableChangeAuthors: who wrote a change, for staff only', () => {
  const cancelled = () => written({ kind: 'cancelled', ...karate });

  it('refuses a change without its author record, and an author record without its change', async () => {
    const db = asStaff();
    await assertFails(setDoc(change(db), cancelled()));
    await assertFails(setDoc(author(db), authorRecord()));
    await assertSucceeds(post(db, cancelled()));
    await assertFails(updateDoc(change(db), { updatedAt: serverTimestamp() }));
  });

  it.each<[string, Record<string, unknown>]>([
    ['another staff member named', { by: 'someone-else', at: serverTimestamp() }],
    ['a time of the client', { by: STAFF_UID, at: Timestamp.now() }],
    ['an extra field', { ...authorRecord(), email: 'desk@rivage.test' }],
    ['no time', { by: STAFF_UID }],
  ])('refuses an author record with %s', async (_case, record) => {
    await assertFails(post(asStaff(), cancelled(), 'change-1', record));
  });

  it('lets staff read who wrote a change; nobody else', async () => {
    await post(asStaff(), cancelled());
    const read = await assertSucceeds(getDoc(author(asStaff())));
    expect(read.data()?.by).toBe(STAFF_UID);
    await assertSucceeds(getDocs(collection(asStaff(), AUTHORS)));
    await assertFails(getDoc(author(asVisitor())));
    await assertFails(getDoc(author(asMember())));
    await assertFails(getDocs(collection(asMember(), AUTHORS)));
  });

  it('keeps the author record while its change stands', async () => {
    await post(asStaff(), cancelled());
    await assertFails(deleteDoc(author(asStaff())));
    await assertFails(deleteDoc(author(asMember())));
    await assertSucceeds(withdraw(asStaff()));
  });
});

describe('timetableChanges: everyone reads the current ones', () => {
  beforeEach(async () => {
    await post(asStaff(), written({ kind: 'cancelled', ...karate }), 'current');
    await seed('past', {
      ...written({ kind: 'cancelled', ...karate }),
      endsAt: Timestamp.fromMillis(Date.now() - 60_000),
    });
  });

  it('lets a visitor get a current change, and nobody a past one', async () => {
    await assertSucceeds(getDoc(change(asVisitor(), 'current')));
    await assertFails(getDoc(change(asVisitor(), 'past')));
    await assertFails(getDoc(change(asMember(), 'past')));
    await assertFails(getDoc(change(asStaff(), 'past')));
  });

  it('lists with the reader’s query: endsAt after now plus the margin, by endsAt', async () => {
    const after = Timestamp.fromMillis(Date.now() + CHANGES_QUERY_MARGIN_MS);
    const listed = await assertSucceeds(
      getDocs(query(collection(asVisitor(), CHANGES), where('endsAt', '>', after), orderBy('endsAt'), limit(200))),
    );
    expect(listed.docs.map((snapshot) => snapshot.id)).toEqual(['current']);
  });

  it('answers the public reader’s REST query (src/firebase/public-timetable-changes.ts) with the current change', async () => {
    // The reader's own request, sent to this test's emulator and project instead of the site's.
    const toThisEmulator = (input: string, init: RequestInit) =>
      fetch(
        input
          .replace(new URL(changesQueryUrl()).origin, `http://${process.env.FIRESTORE_EMULATOR_HOST}`)
          .replace('/projects/demo-rivage-gym/', '/projects/demo-rivage-gym-changes/'),
        init,
      );
    const answers: string[] = [];
    const recording = async (input: string, init: RequestInit) => {
      const response = await toThisEmulator(input, init);
      answers.push(await response.clone().text());
      return response;
    };
    const changes = await fetchTimetableChanges(recording, new Date());
    expect(changes.map(({ id, kind }) => [id, kind])).toEqual([['current', 'cancelled']]);
    // The public read carries nobody's uid: not in what the page keeps, not in what it is sent.
    expect(JSON.stringify(changes)).not.toContain(STAFF_UID);
    expect(answers.join('')).toContain('friday-2200-karate');
    expect(answers.join('')).not.toContain(`"${STAFF_UID}"`);
  });

  it('refuses a list without the endsAt filter, or reaching back before now', async () => {
    await assertFails(getDocs(collection(asVisitor(), CHANGES)));
    await assertFails(getDocs(collection(asStaff(), CHANGES)));
    // The browser's own clock is already behind the server's when the query arrives: hence the
    // reader's margin (CHANGES_QUERY_MARGIN_MS).
    await assertFails(getDocs(query(collection(asVisitor(), CHANGES), where('endsAt', '>', Timestamp.now()))));
    const yesterday = Timestamp.fromMillis(Date.now() - 86_400_000);
    await assertFails(getDocs(query(collection(asVisitor(), CHANGES), where('endsAt', '>', yesterday))));
  });
});
