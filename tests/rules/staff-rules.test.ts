/**
 * firestore.rules for who is staff: the `staff` claim, a verified e-mail address and the
 * account's record in STAFF_COLLECTION, all three, and the record itself (only the Admin SDK
 * writes it; its owner reads it). Each way short of the three is tried on what staff can do:
 * read, list, answer and delete leads, and post a timetable change. Against the Firestore
 * emulator (FIRESTORE_EMULATOR_HOST, set by scripts/test-rules.ts).
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
  doc,
  type Firestore,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEADS_COLLECTION as LEADS } from '@/firebase/leads';
import { STAFF_COLLECTION } from '@/firebase/staff-role';
import {
  TIMETABLE_CHANGE_AUTHORS_COLLECTION as AUTHORS,
  TIMETABLE_CHANGES_COLLECTION as CHANGES,
} from '@/firebase/timetable-changes-query';
import { addGymDays, gymDateOf, weekdayOfGymDate } from '@/timetable/gym-date';
import { changeEndsAt } from '@/timetable/timetable-changes';
import { asStaffMember, deleteStaffRecord, STAFF_UID, seedStaffRecord } from './staff-member';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rivage-gym-staff-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env?.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, LEADS, 'one'), {
      kind: 'enquiry',
      name: 'Amira Ben Salah',
      email: 'amira@example.tn',
      class: null,
      comment: 'Are there morning classes?',
      locale: 'fr',
      status: 'new',
      createdAt: Timestamp.now(),
    });
  });
});

const lead = (db: Firestore) => doc(db, LEADS, 'one');

function fridayKarate() {
  let date = addGymDays(gymDateOf(new Date()), 1);
  while (weekdayOfGymDate(date) !== 'friday') date = addGymDays(date, 1);
  const fields = { kind: 'cancelled', slotId: 'friday-2200-karate', date } as const;
  return {
    ...fields,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    endsAt: Timestamp.fromDate(changeEndsAt(fields)),
  };
}

/** Every staff power, each tried on its own: resolves with the ones that were allowed. */
async function allowedFor(db: Firestore, uid: string): Promise<string[]> {
  const attempts: [string, () => Promise<unknown>][] = [
    ['get a lead', () => getDoc(lead(db))],
    ['list leads', () => getDocs(collection(db, LEADS))],
    ['answer a lead', () => updateDoc(lead(db), { status: 'contacted', handledBy: uid, handledAt: serverTimestamp() })],
    [
      'post a timetable change',
      () => {
        const batch = writeBatch(db);
        batch.set(doc(db, CHANGES, `change-${uid}`), fridayKarate());
        batch.set(doc(db, AUTHORS, `change-${uid}`), { by: uid, at: serverTimestamp() });
        return batch.commit();
      },
    ],
    ['delete a lead', () => deleteDoc(lead(db))],
  ];
  const allowed: string[] = [];
  for (const [power, attempt] of attempts) {
    const isAllowed = await attempt().then(
      () => true,
      () => false,
    );
    if (isAllowed) allowed.push(power);
  }
  return allowed;
}

const EVERY_POWER = ['get a lead', 'list leads', 'answer a lead', 'post a timetable change', 'delete a lead'];

describe('staff: the claim, a verified e-mail and the record, all three', () => {
  it('lets an account with all three do what staff do', async () => {
    await seedStaffRecord(env);
    expect(await allowedFor(asStaffMember(env), STAFF_UID)).toEqual(EVERY_POWER);
  });

  it('refuses a claim on an unverified e-mail address (whoever signed up with it first), record or not', async () => {
    await seedStaffRecord(env);
    for (const token of [{ staff: true, email_verified: false }, { staff: true }]) {
      expect(await allowedFor(asStaffMember(env, STAFF_UID, token), STAFF_UID), JSON.stringify(token)).toEqual([]);
    }
  });

  it('refuses a claim without a record (granted outside `npm run staff`, or removed)', async () => {
    expect(await allowedFor(asStaffMember(env), STAFF_UID)).toEqual([]);
  });

  it('refuses a record without the claim, and a record of another account', async () => {
    await seedStaffRecord(env);
    expect(await allowedFor(asStaffMember(env, STAFF_UID, { email_verified: true }), STAFF_UID)).toEqual([]);
    expect(await allowedFor(asStaffMember(env, 'not-desk'), 'not-desk')).toEqual([]);
  });

  it('refuses at once an ID token minted with the claim once the record is deleted: no new token needed', async () => {
    await seedStaffRecord(env);
    // One context, one token, issued while the account was staff: what a removed member's
    // browser still holds for up to an hour.
    const tokenBeforeRemoval = asStaffMember(env);
    await assertSucceeds(getDocs(collection(tokenBeforeRemoval, LEADS)));
    await deleteStaffRecord(env);
    await assertFails(getDocs(collection(tokenBeforeRemoval, LEADS)));
    expect(await allowedFor(tokenBeforeRemoval, STAFF_UID)).toEqual([]);
  });
});

describe(`${STAFF_COLLECTION}/{uid}: written by the Admin SDK alone, read by its owner`, () => {
  const record = (db: Firestore, uid = STAFF_UID) => doc(db, STAFF_COLLECTION, uid);
  const written = () => ({ email: 'desk@rivage.test', addedAt: Timestamp.now() });

  it('lets a staff member read their own record, and any account learn it has none', async () => {
    await seedStaffRecord(env);
    const own = await assertSucceeds(getDoc(record(asStaffMember(env))));
    expect(own.exists()).toBe(true);
    const none = await assertSucceeds(getDoc(record(asStaffMember(env, 'member'), 'member')));
    expect(none.exists()).toBe(false);
  });

  it('lets nobody read another account’s record, or list them', async () => {
    await seedStaffRecord(env);
    await seedStaffRecord(env, 'other-desk');
    for (const db of [asStaffMember(env), asStaffMember(env, 'member', {}), env.unauthenticatedContext().firestore()]) {
      await assertFails(getDoc(record(db as Firestore, 'other-desk')));
      await assertFails(getDocs(collection(db as Firestore, STAFF_COLLECTION)));
    }
  });

  it('lets no client write a record, not even staff their own, nor an account with the claim', async () => {
    await seedStaffRecord(env);
    const staff = asStaffMember(env);
    await assertFails(updateDoc(record(staff), { email: 'someone@example.tn' }));
    await assertFails(deleteDoc(record(staff)));
    await assertFails(setDoc(record(staff, 'friend'), written()));
    const claimOnly = asStaffMember(env, 'claim-only');
    await assertFails(setDoc(record(claimOnly, 'claim-only'), written()));
    const member = asStaffMember(env, 'member', {});
    await assertFails(setDoc(record(member, 'member'), written()));
  });
});
