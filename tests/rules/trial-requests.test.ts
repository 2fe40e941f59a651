/**
 * firestore.rules for trial requests (issue 31): the lead's shape, its session's counter in
 * trialSessions moved on in the same batch, TRIAL_PLACES_PER_SESSION per session (two clients
 * racing for the last place included), and who reads and changes what. Against the Firestore
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
  documentId,
  type Firestore,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TRIAL_BOOKING_DAYS, TRIAL_PLACES_PER_SESSION } from '@/content/trial-facts';
import { leadExpiresAt } from '@/firebase/lead-expiry';
import { PUBLIC_WRITES_PER_HOUR } from '@/firebase/lead-limits';
import { LEADS_COLLECTION as LEADS } from '@/firebase/leads';
import { TRIAL_SESSIONS_COLLECTION as SESSIONS } from '@/firebase/trial-places';
import { VISITOR_QUOTAS_COLLECTION as QUOTAS } from '@/firebase/visitor-quota';
import { classSlots } from '@/timetable/class-slots';
import { type TrialSession, trialSessionById, trialSessionId, upcomingTrialSessions } from '@/timetable/trial-sessions';
import { asStaffMember, seedStaffRecord } from './staff-member';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rivage-gym-trial-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env?.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedStaffRecord(env);
});

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const asMember = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const asVisitor = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const asStaff = () => asStaffMember(env);

async function asAdmin<T>(work: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    result = await work(context.firestore() as unknown as Firestore);
  });
  return result as T;
}

const seed = (path: string, data: Record<string, unknown>) => asAdmin((db) => setDoc(doc(db, path), data));
const takenIn = (sessionId: string) =>
  asAdmin(async (db) => (await getDoc(doc(db, `${SESSIONS}/${sessionId}`))).data()?.count as number | undefined);
const leadsFor = (sessionId: string) =>
  asAdmin(async (db) => (await getDocs(query(collection(db, LEADS), where('sessionId', '==', sessionId)))).size);

/** Tests that send one request after another: a dozen round trips to the emulator, slow on a busy machine. */
const MANY_REQUESTS_TIMEOUT_MS = 60_000;

/** A session an hour or more away, so it has not started when the request arrives. */
const bookable = upcomingTrialSessions(classSlots, new Date(Date.now() + HOUR_MS));
const session = bookable[0] as TrialSession;
const otherSession = bookable[1] as TrialSession;

/** The same slot `days` later or earlier: its id and start moved together. */
function shifted(days: number, from: TrialSession = session) {
  const day = new Date(`${from.date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const date = day.toISOString().slice(0, 10);
  return {
    sessionId: trialSessionId(from.slot.id, date),
    sessionStart: Timestamp.fromMillis(from.start.getTime() + days * DAY_MS),
  };
}

/** The same day written as a later day of the month before (1 December as 31 November). */
function rolledOver(date: string): string {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const daysInPrevious = new Date(Date.UTC(previous.year, previous.month, 0)).getUTCDate();
  return `${previous.year}-${String(previous.month).padStart(2, '0')}-${day + daysInPrevious}`;
}

/** A trial request as the site writes it (src/firebase/leads.ts). */
const trial = (booked: TrialSession = session) => ({
  kind: 'trial',
  name: 'Amira Ben Salah',
  phone: '+21698123456',
  whatsapp: true,
  email: '',
  class: booked.slot.className,
  slotId: booked.slot.id,
  sessionId: booked.sessionId,
  sessionStart: Timestamp.fromDate(booked.start),
  locale: 'ar',
  status: 'new',
  createdAt: serverTimestamp(),
  expireAt: Timestamp.fromDate(leadExpiresAt(Date.now())),
});

let clients = 0;
type Counter = Record<string, unknown> | null | ((taken: number) => Record<string, unknown>);

/**
 * What the site does: the lead, the writer's quota and the session's next place, in one batch.
 * `counter` replaces the counter write (a forged one), `null` leaves it out; `counterOf` names
 * another session's counter. Each call is a fresh client unless `uid` says otherwise.
 */
async function sendTrial(
  data: Record<string, unknown>,
  { uid = `visitor-${++clients}`, counter, counterOf }: { uid?: string; counter?: Counter; counterOf?: string } = {},
) {
  const db = asMember(uid);
  const lead = doc(collection(db, LEADS));
  const counterId = counterOf ?? String(data.sessionId);
  const taken = (await takenIn(counterId)) ?? 0;
  const quota = await asAdmin(async (admin) => (await getDoc(doc(admin, `${QUOTAS}/${uid}`))).data());
  const expireAt = Timestamp.fromDate(leadExpiresAt(Date.now()));
  const batch = writeBatch(db);
  batch.set(lead, data);
  batch.set(
    doc(db, `${QUOTAS}/${uid}`),
    quota
      ? { windowStart: quota.windowStart, count: quota.count + 1, lastLead: lead.id, expireAt }
      : { windowStart: serverTimestamp(), count: 1, lastLead: lead.id, expireAt },
  );
  const counted =
    typeof counter === 'function' ? counter(taken) : counter === undefined ? { count: taken + 1 } : counter;
  if (counted) batch.set(doc(db, `${SESSIONS}/${counterId}`), counted);
  return batch.commit();
}

describe('trialSessions: TRIAL_PLACES_PER_SESSION places a session', () => {
  it('accepts a trial request with its first place, and counts it', async () => {
    await assertSucceeds(sendTrial(trial()));
    expect(await takenIn(session.sessionId)).toBe(1);
  });

  it(
    'accepts requests until the session is full, then refuses the next one',
    async () => {
      for (let place = 1; place <= TRIAL_PLACES_PER_SESSION; place++) {
        await assertSucceeds(sendTrial(trial()));
      }
      await assertFails(sendTrial(trial()));
      // Not even by writing the count it already has, or starting it over.
      await assertFails(sendTrial(trial(), { counter: (taken) => ({ count: taken }) }));
      await assertFails(sendTrial(trial(), { counter: { count: 1 } }));
      expect(await takenIn(session.sessionId)).toBe(TRIAL_PLACES_PER_SESSION);
      expect(await leadsFor(session.sessionId)).toBe(TRIAL_PLACES_PER_SESSION);
      // Another session has places of its own.
      await assertSucceeds(sendTrial(trial(otherSession)));
    },
    MANY_REQUESTS_TIMEOUT_MS,
  );

  it('lets exactly one of two clients racing for the last place win', async () => {
    await seed(`${SESSIONS}/${session.sessionId}`, { count: TRIAL_PLACES_PER_SESSION - 1 });
    const first = asMember('racer-1');
    const second = asMember('racer-2');
    // Both read the same count, build their batches, then commit together.
    const batches = [first, second].map((db, index) => {
      const lead = doc(collection(db, LEADS));
      const batch = writeBatch(db);
      batch.set(lead, trial());
      batch.set(doc(db, `${QUOTAS}/racer-${index + 1}`), {
        windowStart: serverTimestamp(),
        count: 1,
        lastLead: lead.id,
        expireAt: Timestamp.fromDate(leadExpiresAt(Date.now())),
      });
      batch.set(doc(db, `${SESSIONS}/${session.sessionId}`), { count: TRIAL_PLACES_PER_SESSION });
      return batch;
    });
    const outcomes = await Promise.allSettled(batches.map((batch) => batch.commit()));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'permission-denied' });
    expect(await takenIn(session.sessionId)).toBe(TRIAL_PLACES_PER_SESSION);
    expect(await leadsFor(session.sessionId)).toBe(1);
  });

  it('refuses a trial request without its place', async () => {
    await assertFails(sendTrial(trial(), { counter: null }));
    await seed(`${SESSIONS}/${session.sessionId}`, { count: 1 });
    await assertFails(sendTrial(trial(), { counter: null }));
  });

  it('refuses a place taken without a trial request for that session', async () => {
    // A counter alone.
    await assertFails(setDoc(doc(asMember('anon-1'), `${SESSIONS}/${session.sessionId}`), { count: 1 }));
    // Another session's counter moved by this request, and this one's left as it was.
    await assertFails(sendTrial(trial(), { counterOf: otherSession.sessionId }));
    expect(await takenIn(otherSession.sessionId)).toBeUndefined();
  });

  it('refuses a place taken with an enquiry', async () => {
    const db = asMember('anon-1');
    const lead = doc(collection(db, LEADS));
    const batch = writeBatch(db);
    batch.set(lead, {
      kind: 'enquiry',
      name: 'Amira',
      email: 'amira@example.tn',
      class: null,
      comment: '',
      locale: 'en',
      status: 'new',
      createdAt: serverTimestamp(),
      expireAt: Timestamp.fromDate(leadExpiresAt(Date.now())),
    });
    batch.set(doc(db, `${QUOTAS}/anon-1`), {
      windowStart: serverTimestamp(),
      count: 1,
      lastLead: lead.id,
      expireAt: Timestamp.fromDate(leadExpiresAt(Date.now())),
    });
    batch.set(doc(db, `${SESSIONS}/${session.sessionId}`), { count: 1 });
    await assertFails(batch.commit());
  });

  it.each<[string, (taken: number) => Record<string, unknown>]>([
    ['a count that skips a place', (taken) => ({ count: taken + 2 })],
    ['a count that goes down', (taken) => ({ count: taken - 1 })],
    ['a count that is not a whole number', (taken) => ({ count: taken + 0.5 })],
    ['a count as text', (taken) => ({ count: String(taken + 1) })],
    ['an extra field', (taken) => ({ count: taken + 1, names: ['Amira'] })],
  ])('refuses a forged counter: %s', async (_case, counter) => {
    await seed(`${SESSIONS}/${session.sessionId}`, { count: 1 });
    await assertFails(sendTrial(trial(), { counter }));
  });

  it('refuses a first place counted as anything but 1', async () => {
    await assertFails(sendTrial(trial(), { counter: { count: 2 } }));
    await assertFails(sendTrial(trial(), { counter: { count: 0 } }));
  });

  it('lets anyone read a session’s count, one or many, and nobody delete or change it alone', async () => {
    await seed(`${SESSIONS}/${session.sessionId}`, { count: 2 });
    for (const db of [asVisitor(), asMember('alice'), asStaff()]) {
      const read = await assertSucceeds(getDoc(doc(db, `${SESSIONS}/${session.sessionId}`)));
      expect(read.data()).toEqual({ count: 2 });
      const ids = [session.sessionId, otherSession.sessionId];
      const listed = await assertSucceeds(getDocs(query(collection(db, SESSIONS), where(documentId(), 'in', ids))));
      expect(listed.size).toBe(1);
      await assertFails(deleteDoc(doc(db, `${SESSIONS}/${session.sessionId}`)));
      await assertFails(updateDoc(doc(db, `${SESSIONS}/${session.sessionId}`), { count: 3 }));
    }
  });

  it(
    'counts trial requests against the hourly limit enquiries count against too',
    async () => {
      for (let sent = 0; sent < PUBLIC_WRITES_PER_HOUR; sent++) {
        await assertSucceeds(sendTrial(trial(bookable[sent] as TrialSession), { uid: 'anon-1' }));
      }
      await assertFails(sendTrial(trial(bookable[PUBLIC_WRITES_PER_HOUR] as TrialSession), { uid: 'anon-1' }));
    },
    MANY_REQUESTS_TIMEOUT_MS,
  );
});

describe('leads: a trial request as the visitor sends it', () => {
  it('refuses a request from a client without an account', async () => {
    const db = asVisitor();
    const batch = writeBatch(db);
    batch.set(doc(collection(db, LEADS)), trial());
    batch.set(doc(db, `${SESSIONS}/${session.sessionId}`), { count: 1 });
    await assertFails(batch.commit());
  });

  it('accepts a member, an e-mail, no WhatsApp, every language, and the last day one may book', async () => {
    await assertSucceeds(sendTrial(trial(), { uid: 'alice' }));
    await assertSucceeds(sendTrial({ ...trial(), email: 'amira@example.tn', whatsapp: false, locale: 'en' }));
    await assertSucceeds(sendTrial({ ...trial(), phone: '+33612345678', locale: 'fr' }));
    const lastDay = upcomingTrialSessions(classSlots, new Date(), TRIAL_BOOKING_DAYS).at(-1) as TrialSession;
    expect(lastDay.start.getTime()).toBeGreaterThan(Date.now() + (TRIAL_BOOKING_DAYS - 1) * DAY_MS);
    await assertSucceeds(sendTrial(trial(lastDay)));
  });

  it(
    'accepts a session on every weekday, and a 10:00pm one dated by the gym’s day',
    async () => {
      const week = upcomingTrialSessions(classSlots, new Date(Date.now() + HOUR_MS), 7);
      const oneADay = new Map(week.map((each) => [each.slot.day, each]));
      expect(oneADay.size).toBe(7);
      for (const each of oneADay.values()) await assertSucceeds(sendTrial(trial(each)));
      const late = week.find((each) => each.slot.start.hour === 22) as TrialSession;
      await assertSucceeds(sendTrial(trial(late)));
    },
    MANY_REQUESTS_TIMEOUT_MS,
  );

  const daysAgo = 7;
  it.each<[string, () => Record<string, unknown>]>([
    ['a session that has started', () => ({ ...shifted(-daysAgo) })],
    ['a past session named with a future start', () => ({ sessionId: shifted(-daysAgo).sessionId })],
    ['a session more than TRIAL_BOOKING_DAYS + 1 days ahead', () => ({ ...shifted(21) })],
    ['a start that is not its session’s', () => ({ sessionStart: shifted(7).sessionStart })],
    ['a start that is no time', () => ({ sessionStart: session.start.toISOString() })],
    ['a session on another weekday than its slot', () => ({ ...shifted(1) })],
    ['a session id of another slot', () => ({ sessionId: trialSessionId(otherSession.slot.id, session.date) })],
    ['a session id without a date', () => ({ sessionId: session.slot.id })],
    [
      'a session id with a date that does not exist',
      () => ({ sessionId: trialSessionId(session.slot.id, '2027-02-30') }),
    ],
    [
      'a session id whose date rolls over onto the session’s',
      () => ({ sessionId: trialSessionId(session.slot.id, rolledOver(session.date)) }),
    ],
    [
      'a session id with a date of another shape',
      () => ({ sessionId: `${session.slot.id}_${session.date.replaceAll('-', '')}` }),
    ],
    [
      'a slot the timetable does not have',
      () => ({ slotId: 'monday-0700-zumba', sessionId: `monday-0700-zumba_${session.date}` }),
    ],
    ['a class that is not the slot’s', () => ({ class: session.slot.className === 'Yoga' ? 'Boxing' : 'Yoga' })],
    ['no class', () => ({ class: null })],
    ['a phone without its country code', () => ({ phone: '98123456' })],
    ['a phone with spaces', () => ({ phone: '+216 98 123 456' })],
    ['a phone with a country code starting with 0', () => ({ phone: '+02169812345' })],
    ['a phone too short', () => ({ phone: '+1234567' })],
    ['a phone too long', () => ({ phone: `+1${'2'.repeat(15)}` })],
    ['a phone as a number', () => ({ phone: 21698123456 })],
    ['WhatsApp as text', () => ({ whatsapp: 'yes' })],
    ['an e-mail that is no address', () => ({ email: 'amira@' })],
    ['an e-mail of a space', () => ({ email: ' ' })],
    ['no e-mail field as null', () => ({ email: null })],
    ['an empty name', () => ({ name: '' })],
    ['a name of spaces', () => ({ name: '   ' })],
    ['a name with a right-to-left override', () => ({ name: 'Amira \u202ehalaS' })],
    ['a name with a line break and a message of its own', () => ({ name: 'Amira\nURGENT pay your deposit' })],
    ['a name with a tab', () => ({ name: 'Amira\tBen Salah' })],
    ['a name with a control character', () => ({ name: 'Ami\u0000ra' })],
    ['a name with a line separator', () => ({ name: 'Amira\u2028Ben' })],
    ['an extra field', () => ({ comment: 'Hello' })],
    ['a status other than new', () => ({ status: 'trial-booked' })],
    ['a time set by the browser', () => ({ createdAt: Timestamp.now() })],
    ['an enquiry’s kind', () => ({ kind: 'enquiry' })],
    ['a language the site does not have', () => ({ locale: 'de' })],
    [
      'an expireAt past the retention',
      () => ({ expireAt: Timestamp.fromMillis(leadExpiresAt(Date.now()).getTime() + 2 * HOUR_MS) }),
    ],
  ])('refuses %s', async (_case, change) => {
    await assertFails(sendTrial({ ...trial(), ...change() }));
  });

  it.each([
    'kind',
    'name',
    'phone',
    'whatsapp',
    'email',
    'class',
    'slotId',
    'sessionId',
    'sessionStart',
    'locale',
    'status',
    'createdAt',
    'expireAt',
  ])('refuses a request without %s', async (field) => {
    const data: Record<string, unknown> = trial();
    delete data[field];
    await assertFails(sendTrial(data, { counterOf: session.sessionId }));
  });
});

describe('leads: trial requests read and answered by staff alone', () => {
  const stored = () => ({ ...trial(), createdAt: Timestamp.now() });
  const lead = (db: Firestore) => doc(db, `${LEADS}/one`);
  const answer = { status: 'trial-booked', handledBy: 'desk', handledAt: serverTimestamp() };

  beforeEach(() => seed(`${LEADS}/one`, stored()));

  it('lets no visitor or member read it', async () => {
    for (const db of [asVisitor(), asMember('alice')]) {
      await assertFails(getDoc(lead(db)));
      await assertFails(getDocs(collection(db, LEADS)));
      await assertFails(updateDoc(lead(db), answer));
    }
  });

  it('lets staff read it and answer it: status, note, handler and time', async () => {
    await assertSucceeds(getDoc(lead(asStaff())));
    await assertSucceeds(updateDoc(lead(asStaff()), { ...answer, note: 'Called, coming Tuesday' }));
  });

  it.each([
    ['the phone', { phone: '+21600000000' }],
    ['WhatsApp', { whatsapp: false }],
    ['the e-mail', { email: 'other@example.tn' }],
    ['the session', { sessionId: otherSession.sessionId }],
    ['the start', { sessionStart: Timestamp.now() }],
    ['the slot', { slotId: otherSession.slot.id }],
    ['the name', { name: 'Someone else' }],
  ])('refuses staff changing %s', async (_case, change) => {
    await assertFails(updateDoc(lead(asStaff()), { ...answer, ...change }));
  });
});

describe('a trial id read back by the site', () => {
  it('is the session the rules accepted', () => {
    expect(trialSessionById(session.sessionId)).toEqual(session);
  });
});
