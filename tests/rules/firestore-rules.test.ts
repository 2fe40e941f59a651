/**
 * firestore.rules, every allow and every deny, against the Firestore emulator
 * (FIRESTORE_EMULATOR_HOST, set by scripts/test-rules.ts).
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
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
import { gymClassNames } from '@/content/class-names';
import { EXPIRY_TOLERANCE_HOURS, leadExpiresAt } from '@/firebase/lead-expiry';
import { ENQUIRY_LIMITS, PUBLIC_WRITES_PER_HOUR } from '@/firebase/lead-limits';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from '@/firebase/lead-statuses';
import { LEADS_COLLECTION } from '@/firebase/leads';
import { VISITOR_QUOTAS_COLLECTION as QUOTAS } from '@/firebase/visitor-quota';
import { classSlots, MAX_SAVED_SLOTS } from '@/timetable/class-slots';
import { asStaffMember, seedStaffRecord } from './staff-member';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rivage-gym-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(() => env?.cleanup());
beforeEach(() => env.clearFirestore());

// The rules-unit-testing contexts hand out compat instances that the modular API accepts. An
// account signs in as the site's do: by password (a member), or anonymously (the public writer).
const asMember = (uid: string, provider = 'password') =>
  env
    .authenticatedContext(uid, { firebase: { sign_in_provider: provider } } as Record<string, unknown>)
    .firestore() as unknown as Firestore;
const asVisitor = () => env.unauthenticatedContext().firestore() as unknown as Firestore;

async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, path), data);
  });
}

describe('users/{uid}', () => {
  it('lets the signed-in owner create it as exactly { savedShows: [] }', async () => {
    await assertSucceeds(setDoc(doc(asMember('alice'), 'users/alice'), { savedShows: [] }));
  });

  it('refuses a visitor who is not signed in', async () => {
    await assertFails(setDoc(doc(asVisitor(), 'users/alice'), { savedShows: [] }));
  });

  it("refuses another member creating someone else's document", async () => {
    await assertFails(setDoc(doc(asMember('bob'), 'users/alice'), { savedShows: [] }));
  });

  it.each([
    ['an extra field', { savedShows: [], isAdmin: true }],
    ['a non-empty list', { savedShows: ['show-1'] }],
    ['savedShows that is not a list', { savedShows: {} }],
    ['savedShows missing', {}],
    ['another field instead', { saved: [] }],
  ])('refuses %s', async (_case, data) => {
    await assertFails(setDoc(doc(asMember('alice'), 'users/alice'), data));
  });

  it('lets only its owner read it', async () => {
    await seed('users/alice', { savedShows: [] });
    await assertSucceeds(getDoc(doc(asMember('alice'), 'users/alice')));
    await assertFails(getDoc(doc(asMember('bob'), 'users/alice')));
    await assertFails(getDoc(doc(asVisitor(), 'users/alice')));
  });

  it('lets nobody list the collection', async () => {
    await seed('users/alice', { savedShows: [] });
    await assertFails(getDocs(collection(asMember('alice'), 'users')));
    await assertFails(getDocs(collection(asVisitor(), 'users')));
  });
});

describe('users/{uid} savedShows', () => {
  const slotIds = classSlots.map((slot) => slot.id);
  const [firstId = '', secondId = ''] = slotIds;
  const own = () => doc(asMember('alice'), 'users/alice');

  beforeEach(() => seed('users/alice', { savedShows: [firstId] }));

  it.each([
    ['no classes', []],
    ['one class', [secondId]],
    ['every class of the week (MAX_SAVED_SLOTS)', slotIds],
  ])('lets the owner save %s', async (_case, savedShows) => {
    expect(savedShows.length).toBeLessThanOrEqual(MAX_SAVED_SLOTS);
    await assertSucceeds(updateDoc(own(), { savedShows }));
  });

  it('lets the owner write the whole document again with a valid list', async () => {
    await assertSucceeds(setDoc(own(), { savedShows: [secondId, firstId] }));
  });

  it('lets an owner without a document create it empty, then save (the site’s path for old accounts)', async () => {
    await env.clearFirestore();
    await assertSucceeds(setDoc(own(), { savedShows: [] }));
    await assertSucceeds(updateDoc(own(), { savedShows: [firstId, secondId] }));
  });

  // src/firebase/users.ts relies on this answer to create a missing document before saving.
  it('answers an owner’s update of a missing document with not-found, even with classes in it', async () => {
    await env.clearFirestore();
    await expect(updateDoc(own(), { savedShows: [firstId] })).rejects.toMatchObject({ code: 'not-found' });
  });

  it.each([
    ['an extra field', { savedShows: [firstId], isAdmin: true }],
    ['savedShows as text', { savedShows: firstId }],
    ['savedShows as a map', { savedShows: { [firstId]: true } }],
    ['savedShows as null', { savedShows: null }],
    ['savedShows removed', { savedShows: deleteField() }],
    ['an id the timetable does not have, though it looks like one', { savedShows: ['monday-0900-zumba'] }],
    ['a string that is no slot id', { savedShows: ['show-1'] }],
    ['a slot id in other letter case', { savedShows: [firstId.toUpperCase()] }],
    ['an entry that is not text', { savedShows: [1] }],
    ['the same class twice', { savedShows: [firstId, secondId, firstId] }],
    // Every id is already in the full list, so one entry more is necessarily a repeat.
    ['MAX_SAVED_SLOTS + 1 entries', { savedShows: [...slotIds, firstId] }],
  ])('refuses the owner %s', async (_case, data) => {
    await assertFails(updateDoc(own(), data));
  });

  it('refuses an overwrite that adds a field', async () => {
    await assertFails(setDoc(own(), { savedShows: [], nickname: 'Ali' }));
  });

  it('lets the owner delete it, and nobody else', async () => {
    await assertFails(deleteDoc(doc(asMember('bob'), 'users/alice')));
    await assertFails(deleteDoc(doc(asVisitor(), 'users/alice')));
    await assertSucceeds(deleteDoc(own()));
  });

  it("refuses another member's or a visitor's change and read", async () => {
    for (const db of [asMember('bob'), asVisitor()]) {
      const alices = doc(db, 'users/alice');
      await assertFails(updateDoc(alices, { savedShows: [secondId] }));
      await assertFails(setDoc(alices, { savedShows: [secondId] }));
      await assertFails(getDoc(alices));
    }
  });
});

// The site saves and removes one class at a time (src/firebase/users.ts), so another tab's saves
// are kept: the rules check the list Firestore computes, exactly as they check a whole list.
describe('users/{uid} savedShows, one class at a time', () => {
  const slotIds = classSlots.map((slot) => slot.id);
  const [firstId = '', secondId = '', thirdId = ''] = slotIds;
  const own = () => doc(asMember('alice'), 'users/alice');
  const stored = async () => (await getDoc(own())).data()?.savedShows;

  beforeEach(() => seed('users/alice', { savedShows: [firstId] }));

  it('lets the owner add a class, keeping those already saved', async () => {
    await assertSucceeds(updateDoc(own(), { savedShows: arrayUnion(secondId) }));
    expect(await stored()).toEqual([firstId, secondId]);
  });

  it('keeps both classes when two tabs each add one without knowing of the other', async () => {
    await Promise.all([
      assertSucceeds(updateDoc(own(), { savedShows: arrayUnion(secondId) })),
      assertSucceeds(updateDoc(doc(asMember('alice'), 'users/alice'), { savedShows: arrayUnion(thirdId) })),
    ]);
    expect([...(await stored())].sort()).toEqual([firstId, secondId, thirdId].sort());
  });

  it('lets the owner add a class already saved: it stays there once', async () => {
    await assertSucceeds(updateDoc(own(), { savedShows: arrayUnion(firstId) }));
    await assertSucceeds(updateDoc(own(), { savedShows: arrayUnion(secondId, secondId) }));
    expect(await stored()).toEqual([firstId, secondId]);
  });

  it('lets the owner remove a class, and remove one that is not saved (nothing changes)', async () => {
    await assertSucceeds(updateDoc(own(), { savedShows: arrayRemove(firstId) }));
    expect(await stored()).toEqual([]);
    await assertSucceeds(updateDoc(own(), { savedShows: arrayRemove(secondId) }));
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['an id the timetable does not have', 'monday-0900-zumba'],
    ['a string that is no slot id', 'show-1'],
    ['an entry that is not text', 1],
  ])('refuses the owner adding %s', async (_case, id) => {
    await assertFails(updateDoc(own(), { savedShows: arrayUnion(id) }));
    expect(await stored()).toEqual([firstId]);
  });

  it("refuses another member's or a visitor's addition or removal", async () => {
    for (const db of [asMember('bob'), asVisitor()]) {
      await assertFails(updateDoc(doc(db, 'users/alice'), { savedShows: arrayUnion(secondId) }));
      await assertFails(updateDoc(doc(db, 'users/alice'), { savedShows: arrayRemove(firstId) }));
    }
  });

  // What src/firebase/users.ts does for a member without a document, even when another tab
  // creates it (and saves into it) at the same moment.
  it('creates a missing document as exactly { savedShows: [] } with a merge of no ids, then adds', async () => {
    await env.clearFirestore();
    await assertSucceeds(setDoc(own(), { savedShows: arrayUnion() }, { merge: true }));
    expect(await stored()).toEqual([]);
    await assertSucceeds(updateDoc(own(), { savedShows: arrayUnion(secondId) }));
    expect(await stored()).toEqual([secondId]);
  });

  it('changes nothing with a merge of no ids when the document exists: the saved classes stay', async () => {
    await assertSucceeds(setDoc(own(), { savedShows: arrayUnion() }, { merge: true }));
    expect(await stored()).toEqual([firstId]);
  });

  it('refuses creating the document with a class already in it (hence the two steps)', async () => {
    await env.clearFirestore();
    await assertFails(setDoc(own(), { savedShows: arrayUnion(secondId) }, { merge: true }));
  });

  // A class dropped from the timetable after a member saved it: the rules refuse every change
  // to the list until it is taken out, which removing it (alone) is allowed to do.
  it('refuses additions to a list that holds an id the timetable no longer has, and allows removing that id', async () => {
    await seed('users/alice', { savedShows: ['tuesday-1800-zumba', firstId] });
    await assertFails(updateDoc(own(), { savedShows: arrayUnion(secondId) }));
    await assertSucceeds(updateDoc(own(), { savedShows: arrayRemove('tuesday-1800-zumba') }));
    await assertSucceeds(updateDoc(own(), { savedShows: arrayUnion(secondId) }));
    expect(await stored()).toEqual([firstId, secondId]);
  });
});

let clients = 0;

const HOUR_MS = 60 * 60 * 1000;
/** The expireAt the site writes now (src/firebase/lead-expiry.ts). */
const expiry = (offsetMs = 0) => Timestamp.fromMillis(leadExpiresAt(Date.now()).getTime() + offsetMs);

/** The quota document a client's next lead must leave behind, read as stored. */
async function nextQuota(uid: string, leadId: string) {
  let stored: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    stored = (await getDoc(doc(context.firestore() as unknown as Firestore, `${QUOTAS}/${uid}`))).data();
  });
  return stored
    ? { windowStart: stored.windowStart, count: (stored.count as number) + 1, lastLead: leadId, expireAt: expiry() }
    : { windowStart: serverTimestamp(), count: 1, lastLead: leadId, expireAt: expiry() };
}

/**
 * What the site does (src/firebase/leads.ts): the lead and its writer's quota in one batch.
 * `quota` replaces the quota write the site would make (a forged one), `null` leaves it out.
 */
async function sendCounted(
  uid: string,
  data: Record<string, unknown>,
  quota?: ((leadId: string) => Record<string, unknown>) | null,
  provider = 'anonymous',
) {
  const db = asMember(uid, provider);
  const lead = doc(collection(db, LEADS_COLLECTION));
  const batch = writeBatch(db);
  batch.set(lead, data);
  // A forged quota keeps the site's expireAt unless it says otherwise.
  const written = quota ? { expireAt: expiry(), ...quota(lead.id) } : await nextQuota(uid, lead.id);
  if (quota !== null) batch.set(doc(db, `${QUOTAS}/${uid}`), written);
  return batch.commit();
}

describe('leads: an enquiry as the visitor sends it', () => {
  const valid = () => ({
    name: 'Amira Ben Salah',
    email: 'amira@example.tn',
    class: 'Yoga',
    comment: 'Are there morning classes?',
    kind: 'enquiry',
    locale: 'fr',
    status: 'new',
    createdAt: serverTimestamp(),
    expireAt: expiry(),
  });
  // A client of its own for each enquiry, so these shape checks never meet the hourly limit.
  const send = (data: Record<string, unknown>, uid = `visitor-${++clients}`) => sendCounted(uid, data);

  it('refuses an enquiry from a client without an account: it has no quota to count against', async () => {
    await assertFails(addDoc(collection(asVisitor(), LEADS_COLLECTION), valid()));
  });

  it('accepts a complete enquiry from an anonymous visitor or a member', async () => {
    await assertSucceeds(send(valid()));
    await assertSucceeds(sendCounted('alice', valid(), undefined, 'password'));
  });

  it.each([
    ['a custom token', 'custom'],
    ['a phone number', 'phone'],
    ['Google', 'google.com'],
    ['an e-mail link', 'emailLink'],
  ])(
    'refuses an enquiry, and its quota, from an account signed in with %s: not a way the site signs in',
    async (_case, provider) => {
      await assertFails(sendCounted(`visitor-${++clients}`, valid(), undefined, provider));
    },
  );

  it('accepts an expireAt anywhere in the window: a visitor’s clock an hour fast or many hours slow', async () => {
    await assertSucceeds(send({ ...valid(), expireAt: expiry(HOUR_MS - 60_000) }));
    await assertSucceeds(send({ ...valid(), expireAt: expiry(-(EXPIRY_TOLERANCE_HOURS - 2) * HOUR_MS) }));
  });

  it('accepts no class (null) and an empty comment', async () => {
    await assertSucceeds(send({ ...valid(), class: null, comment: '' }));
  });

  it('accepts every field at its longest', async () => {
    const domain = '@example.tn';
    await assertSucceeds(
      send({
        ...valid(),
        name: 'n'.repeat(ENQUIRY_LIMITS.name),
        email: `${'e'.repeat(ENQUIRY_LIMITS.email - domain.length)}${domain}`,
        comment: 'c'.repeat(ENQUIRY_LIMITS.comment),
      }),
    );
  });

  // Limits count characters, not bytes: Arabic and accented letters take two bytes each in UTF-8.
  it('accepts non-ASCII text at its longest and refuses one character more', async () => {
    const domain = '@exemple.tn';
    const atLimit = {
      name: 'ب'.repeat(ENQUIRY_LIMITS.name),
      email: `${'é'.repeat(ENQUIRY_LIMITS.email - domain.length)}${domain}`,
      comment: 'ç'.repeat(ENQUIRY_LIMITS.comment),
    };
    await assertSucceeds(send({ ...valid(), ...atLimit }));
    await assertFails(send({ ...valid(), name: `${atLimit.name}ب` }));
    await assertFails(send({ ...valid(), email: `é${atLimit.email}` }));
    await assertFails(send({ ...valid(), comment: `${atLimit.comment}ç` }));
  });

  it('accepts names in every script, with joiners and the direction marks Arabic text uses', async () => {
    for (const name of ['أميرة بن صالح', 'Zoé Ménard', 'Ali \u200fعلي', 'می\u200cخواهم', '\u200bAmira']) {
      await assertSucceeds(send({ ...valid(), name }));
    }
  });

  it('accepts a comment with direction controls (only names refuse them; the desk shows them made visible)', async () => {
    await assertSucceeds(send({ ...valid(), comment: 'See \u202e this' }));
  });

  it('accepts a comment of several lines (only names must be one line)', async () => {
    await assertSucceeds(send({ ...valid(), comment: 'Hello,\r\nare there morning classes?\n\tThanks' }));
  });

  it('accepts every class the site offers', async () => {
    for (const name of gymClassNames) {
      await assertSucceeds(send({ ...valid(), class: name }));
    }
  });

  it('accepts ordinary and less ordinary addresses', async () => {
    for (const email of ['a@b.tn', 'first.last+gym@mail.example.com', 'amira@exemple.tn']) {
      await assertSucceeds(send({ ...valid(), email }));
    }
  });

  it.each([
    ['a name one character too long', { name: 'n'.repeat(ENQUIRY_LIMITS.name + 1) }],
    ['an empty name', { name: '' }],
    ['a name that is not text', { name: 42 }],
    ['an e-mail one character too long', { email: `${'e'.repeat(ENQUIRY_LIMITS.email)}@x` }],
    ['an e-mail without @', { email: 'amira.example.tn' }],
    ['an e-mail without a dot in its domain', { email: 'foo@bar' }],
    ['an e-mail with an empty domain label', { email: 'amira@example..tn' }],
    ['an e-mail with a space', { email: 'am ira@example.tn' }],
    ['an e-mail with a no-break space', { email: 'amira@exa\u00a0mple.tn' }],
    ['an e-mail with a line break', { email: 'amira@example.tn\nBcc: x@y.tn' }],
    ['an e-mail with a tab', { email: 'amira\t@example.tn' }],
    ['an e-mail with a control character', { email: 'amira@exa\u0000mple.tn' }],
    ['a class the site does not offer', { class: 'Zumba' }],
    ['a class in other letter case', { class: 'yoga' }],
    ['an empty class', { class: '' }],
    ['a name of spaces alone', { name: '   ' }],
    ['a name of blank characters alone', { name: '\u00a0\t\n\u3000' }],
    ['a name of zero-width spaces alone', { name: '\u200b\u200b\u200b' }],
    ['a name of a byte-order mark alone', { name: '\ufeff' }],
    ['a name of word joiners, soft hyphens and zero-width joiners', { name: '\u2060\u00ad\u200d' }],
    ['a name of Hangul fillers and a blank Braille cell', { name: '\u3164\u2800\uffa0' }],
    ['a name with a right-to-left override', { name: 'Amira \u202ehalaS neB' }],
    ['a name with a left-to-right embedding', { name: '\u202aAmira' }],
    ['a name with a pop directional formatting', { name: 'Amira\u202c' }],
    ['a name with a right-to-left isolate', { name: '\u2067أميرة\u2069' }],
    ['a name with a first-strong isolate', { name: '\u2068Amira' }],
    [
      'a name with a line break and a message of its own',
      { name: 'Amira\nURGENT pay your deposit: https://evil.example/pay' },
    ],
    ['a name with a carriage return', { name: 'Amira\rBen Salah' }],
    ['a name with a tab', { name: 'Amira\tBen Salah' }],
    ['a name with a control character', { name: 'Ami\u0007ra' }],
    ['a name with a next-line control (C1)', { name: 'Amira\u0085Ben' }],
    ['a name with a line separator', { name: 'Amira\u2028Ben' }],
    ['a name with a paragraph separator', { name: 'Amira\u2029Ben' }],
    ['a comment of zero-width characters alone', { comment: '\u200b\ufeff\u2060' }],
    ['a comment of spaces alone', { comment: '   ' }],
    ['a comment of line breaks alone', { comment: '\n\r\n' }],
    ['a class that is not text', { class: 3 }],
    ['a comment one character too long', { comment: 'c'.repeat(ENQUIRY_LIMITS.comment + 1) }],
    ['a comment that is not text', { comment: null }],
    ['a time set by the browser', { createdAt: Timestamp.now() }],
    ['an extra field', { phone: '+216 00 000 000' }],
    ['another kind', { kind: 'trial' }],
    ['a language the site does not have', { locale: 'de' }],
    ['a status other than new', { status: 'contacted' }],
    ['a staff note', { note: 'VIP' }],
    ['a handler', { handledBy: 'alice' }],
    // Getters: the time is read when the test runs, not when the table is built.
    [
      'an expireAt past the retention the privacy policy states',
      {
        get expireAt() {
          return expiry(HOUR_MS + 60_000);
        },
      },
    ],
    ['an expireAt a year and a day away', { expireAt: expiry(2 * 24 * HOUR_MS) }],
    ['an expireAt more than EXPIRY_TOLERANCE_HOURS short', { expireAt: expiry(-EXPIRY_TOLERANCE_HOURS * HOUR_MS) }],
    ['an expireAt of now', { expireAt: Timestamp.now() }],
    ['an expireAt that is no time', { expireAt: 'next year' }],
    ['an expireAt set by the server (no retention added)', { expireAt: serverTimestamp() }],
  ])('refuses %s', async (_case, change) => {
    await assertFails(send({ ...valid(), ...change }));
  });

  it.each(['name', 'email', 'class', 'comment', 'kind', 'locale', 'status', 'createdAt', 'expireAt'])(
    'refuses an enquiry without %s',
    async (field) => {
      const data: Record<string, unknown> = valid();
      delete data[field];
      await assertFails(send(data));
    },
  );
});

describe('leads: read, answered and deleted by staff alone', () => {
  const stored = () => ({
    kind: 'enquiry',
    name: 'Amira Ben Salah',
    email: 'amira@example.tn',
    class: 'Yoga',
    comment: 'Are there morning classes?',
    locale: 'ar',
    status: 'new',
    createdAt: Timestamp.now(),
  });
  const asStaff = () => asStaffMember(env);
  const lead = (db: Firestore) => doc(db, `${LEADS_COLLECTION}/one`);
  const answer = (uid = 'desk') => ({ status: 'contacted', handledBy: uid, handledAt: serverTimestamp() });

  beforeEach(async () => {
    await seed(`${LEADS_COLLECTION}/one`, stored());
    await seedStaffRecord(env);
  });

  it('lets staff read one lead and list them all', async () => {
    await assertSucceeds(getDoc(lead(asStaff())));
    const listed = await assertSucceeds(getDocs(collection(asStaff(), LEADS_COLLECTION)));
    expect(listed.size).toBe(1);
  });

  it('lets no visitor, member or member whose claim is not exactly true read or list them', async () => {
    // Bob and Carol have a staff record and a verified address: only their claim keeps them out.
    for (const uid of ['bob', 'carol']) await seedStaffRecord(env, uid);
    const notStaff = [
      asVisitor(),
      asMember('alice'),
      asStaffMember(env, 'bob', { staff: 'true', email_verified: true }),
      asStaffMember(env, 'carol', { staff: false, email_verified: true }),
    ];
    for (const db of notStaff) {
      await assertFails(getDoc(lead(db)));
      await assertFails(getDocs(collection(db, LEADS_COLLECTION)));
      await assertFails(updateDoc(lead(db), answer('alice')));
      await assertFails(deleteDoc(lead(db)));
    }
  });

  it('lets staff set every status, stamped with their uid and the server time', async () => {
    for (const status of LEAD_STATUSES) {
      await assertSucceeds(updateDoc(lead(asStaff()), { ...answer(), status }));
    }
  });

  it('lets staff keep a note of up to LEAD_NOTE_MAX_LENGTH characters, and clear it', async () => {
    await assertSucceeds(updateDoc(lead(asStaff()), { ...answer(), note: 'ن'.repeat(LEAD_NOTE_MAX_LENGTH) }));
    await assertFails(updateDoc(lead(asStaff()), { ...answer(), note: 'n'.repeat(LEAD_NOTE_MAX_LENGTH + 1) }));
    await assertFails(updateDoc(lead(asStaff()), { ...answer(), note: 42 }));
    await assertSucceeds(updateDoc(lead(asStaff()), { ...answer(), note: deleteField() }));
  });

  it.each([
    ['a status the desk does not have', { status: 'spam' }],
    ['no status', { status: deleteField() }],
    ['another staff member as handler', { handledBy: 'someone-else' }],
    ['no handler', { handledBy: deleteField() }],
    ['a time set by the browser', { handledAt: Timestamp.now() }],
    ['no time', { handledAt: deleteField() }],
    ['the visitor’s name', { name: 'Someone else' }],
    ['the visitor’s e-mail', { email: 'other@example.tn' }],
    ['the visitor’s comment', { comment: 'changed' }],
    ['the class', { class: 'Boxing' }],
    ['the language', { locale: 'en' }],
    ['the kind', { kind: 'trial' }],
    ['the date it was sent', { createdAt: Timestamp.now() }],
    ['a field of their own', { priority: 'high' }],
  ])('refuses staff changing %s', async (_case, change) => {
    await assertFails(updateDoc(lead(asStaff()), { ...answer(), ...change }));
  });

  it('lets staff delete a lead (a visitor’s right to erasure)', async () => {
    await assertSucceeds(deleteDoc(lead(asStaff())));
  });

  it('refuses staff creating a lead that is not a visitor’s enquiry', async () => {
    await assertFails(setDoc(doc(asStaff(), `${LEADS_COLLECTION}/two`), { ...stored(), status: 'joined' }));
  });
});

describe('visitorQuotas: PUBLIC_WRITES_PER_HOUR leads per client and hour', () => {
  const enquiry = () => ({
    kind: 'enquiry',
    name: 'Amira Ben Salah',
    email: 'amira@example.tn',
    class: null,
    comment: '',
    locale: 'en',
    status: 'new',
    createdAt: serverTimestamp(),
    expireAt: expiry(),
  });
  const quotaDoc = (uid: string) => doc(asMember(uid, 'anonymous'), `${QUOTAS}/${uid}`);
  const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);
  const leadCount = async () => {
    let size = 0;
    await env.withSecurityRulesDisabled(async (context) => {
      size = (await getDocs(collection(context.firestore() as unknown as Firestore, LEADS_COLLECTION))).size;
    });
    return size;
  };

  it('accepts PUBLIC_WRITES_PER_HOUR leads within the hour and refuses the next one', async () => {
    for (let sent = 0; sent < PUBLIC_WRITES_PER_HOUR; sent++) {
      await assertSucceeds(sendCounted('anon-1', enquiry()));
    }
    await assertFails(sendCounted('anon-1', enquiry()));
    expect(await leadCount()).toBe(PUBLIC_WRITES_PER_HOUR);
    // Another client has an hour of its own.
    await assertSucceeds(sendCounted('anon-2', enquiry()));
  });

  it('opens a new window, at the server’s time, once the hour is over', async () => {
    await seed(`${QUOTAS}/anon-1`, { windowStart: minutesAgo(61), count: PUBLIC_WRITES_PER_HOUR, lastLead: 'x' });
    await assertSucceeds(
      sendCounted('anon-1', enquiry(), (lastLead) => ({ windowStart: serverTimestamp(), count: 1, lastLead })),
    );
  });

  it('keeps a full window closed until its hour is over', async () => {
    await seed(`${QUOTAS}/anon-1`, { windowStart: minutesAgo(59), count: PUBLIC_WRITES_PER_HOUR, lastLead: 'x' });
    await assertFails(
      sendCounted('anon-1', enquiry(), (lastLead) => ({ windowStart: serverTimestamp(), count: 1, lastLead })),
    );
    await assertFails(sendCounted('anon-1', enquiry()));
  });

  describe('a forged quota', () => {
    type Forge = (lastLead: string, opened: Timestamp) => Record<string, unknown>;
    const opened = minutesAgo(10);
    beforeEach(() => seed(`${QUOTAS}/anon-1`, { windowStart: opened, count: 2, lastLead: 'x' }));

    it('is told apart from the honest next count, which passes', async () => {
      await assertSucceeds(
        sendCounted('anon-1', enquiry(), (lastLead) => ({ windowStart: opened, count: 3, lastLead })),
      );
    });

    it.each<[string, Forge]>([
      ['a count that starts over within the hour', (lastLead, start) => ({ windowStart: start, count: 1, lastLead })],
      ['a count that does not go up', (lastLead, start) => ({ windowStart: start, count: 2, lastLead })],
      ['a count that goes up by two', (lastLead, start) => ({ windowStart: start, count: 4, lastLead })],
      ['a count that goes down', (lastLead, start) => ({ windowStart: start, count: -100, lastLead })],
      ['a window moved back', (lastLead) => ({ windowStart: minutesAgo(70), count: 3, lastLead })],
      ['a new window within the hour', (lastLead) => ({ windowStart: serverTimestamp(), count: 1, lastLead })],
      [
        'a quota naming another lead',
        (_lastLead, start) => ({ windowStart: start, count: 3, lastLead: 'A'.repeat(20) }),
      ],
      ['an extra field', (lastLead, start) => ({ windowStart: start, count: 3, lastLead, limit: 99 })],
    ])('is refused: %s', async (_case, forge) => {
      await assertFails(sendCounted('anon-1', enquiry(), (lastLead) => forge(lastLead, opened)));
    });
  });

  it.each([
    ['a count other than 1', (lastLead: string) => ({ windowStart: serverTimestamp(), count: 0, lastLead })],
    [
      'a window opened by the browser’s clock',
      (lastLead: string) => ({ windowStart: Timestamp.now(), count: 1, lastLead }),
    ],
  ])('refuses a first quota with %s', async (_case, quota) => {
    await assertFails(sendCounted('anon-1', enquiry(), quota));
  });

  it.each<[string, Record<string, unknown> | undefined]>([
    ['no expireAt', undefined],
    [
      'an expireAt past the retention',
      {
        get expireAt() {
          return expiry(HOUR_MS + 60_000);
        },
      },
    ],
    ['an expireAt too short', { expireAt: expiry(-EXPIRY_TOLERANCE_HOURS * HOUR_MS) }],
  ])('refuses a quota with %s', async (_case, change) => {
    const db = asMember('anon-1', 'anonymous');
    const lead = doc(collection(db, LEADS_COLLECTION));
    const batch = writeBatch(db);
    batch.set(lead, enquiry());
    batch.set(doc(db, `${QUOTAS}/anon-1`), { windowStart: serverTimestamp(), count: 1, lastLead: lead.id, ...change });
    await assertFails(batch.commit());
  });

  it('refuses a lead without its quota write', async () => {
    await assertFails(sendCounted('anon-1', enquiry(), null));
    await seed(`${QUOTAS}/anon-1`, { windowStart: minutesAgo(10), count: 1, lastLead: 'x' });
    await assertFails(sendCounted('anon-1', enquiry(), null));
  });

  it('refuses a quota write without its lead, or with a lead that already existed', async () => {
    await assertFails(
      setDoc(quotaDoc('anon-1'), {
        windowStart: serverTimestamp(),
        count: 1,
        lastLead: 'AAAAAAAAAAAAAAAAAAAA',
        expireAt: expiry(),
      }),
    );
    await seed(`${LEADS_COLLECTION}/BBBBBBBBBBBBBBBBBBBB`, { kind: 'enquiry' });
    await assertFails(
      setDoc(quotaDoc('anon-1'), {
        windowStart: serverTimestamp(),
        count: 1,
        lastLead: 'BBBBBBBBBBBBBBBBBBBB',
        expireAt: expiry(),
      }),
    );
  });

  it('refuses a quota written for another client', async () => {
    const db = asMember('anon-1', 'anonymous');
    const lead = doc(collection(db, LEADS_COLLECTION));
    const batch = writeBatch(db);
    batch.set(lead, enquiry());
    batch.set(doc(db, `${QUOTAS}/anon-2`), {
      windowStart: serverTimestamp(),
      count: 1,
      lastLead: lead.id,
      expireAt: expiry(),
    });
    await assertFails(batch.commit());
  });

  it('lets its owner read it, and nobody list, delete or read another’s', async () => {
    await seed(`${QUOTAS}/anon-1`, { windowStart: minutesAgo(10), count: 1, lastLead: 'x' });
    await assertSucceeds(getDoc(quotaDoc('anon-1')));
    await assertFails(getDoc(doc(asMember('anon-2'), `${QUOTAS}/anon-1`)));
    await assertFails(getDoc(doc(asVisitor(), `${QUOTAS}/anon-1`)));
    await assertFails(getDocs(collection(asMember('anon-1'), QUOTAS)));
    await assertFails(deleteDoc(quotaDoc('anon-1')));
  });
});

describe('everything else', () => {
  it('is denied to everyone', async () => {
    for (const db of [asVisitor(), asMember('alice')]) {
      await assertFails(setDoc(doc(db, 'classes/yoga'), { name: 'Yoga' }));
      await assertFails(getDoc(doc(db, 'classes/yoga')));
      await assertFails(setDoc(doc(db, 'users/alice/private/x'), { a: 1 }));
    }
  });
});
