/**
 * firestore.rules for members' bookings: a session's exact start, the booking window, one
 * booking per member per session, the cap on upcoming sessions, the class's places with two
 * members racing for the last one, the waitlist (joined only when full, left freely, its first in
 * line moved up into a place given up before the free cancellation ends, nobody after it), late
 * cancellations, cancelled sessions and closed days, staff cancelling and marking attendance,
 * staff correcting a count, and who reads what. Every batch is the site's own plan
 * (src/firebase/session-batches.ts); the forged ones change one thing in it.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_UPCOMING_BOOKINGS, WAITLIST_MAX_LENGTH } from '@/content/booking-facts';
import { placesOf } from '@/content/class-places-facts';
import {
  bookingPath,
  countPath,
  type Holdings,
  holdingsPath,
  planAttendance,
  planBooking,
  planCancellation,
  planCountCorrection,
  REMOVED,
  SERVER_TIME,
  type SessionWrite,
} from '@/firebase/session-batches';
import { BOOKINGS_COLLECTION, TIMETABLE_OFF_DOCUMENT } from '@/firebase/session-collections';
import type { BookingRecord } from '@/timetable/booking-record';
import { parseSessionCount, type SessionCount } from '@/timetable/session-count';
import type { ClassSession } from '@/timetable/sessions';
import { rulesEnvironment } from './rules-env';
import { applyWrites, sessionStartingIn } from './session-writes';

const MINUTES_PER_DAY = 24 * 60;

/** Sessions that start when each test needs, whatever the time it runs. */
const sessions = {
  /** Booking open, the free cancellation still running. */
  open: sessionStartingIn(180),
  /** Booking open, past the free cancellation. */
  late: sessionStartingIn(90),
  /** Booking closed: it starts in less than 30 minutes. */
  closing: sessionStartingIn(25),
  /** Booking just open: it starts in 7 days less 10 minutes. */
  opening: sessionStartingIn(7 * MINUTES_PER_DAY - 10),
  /** Booking not open yet: 7 days and 10 minutes ahead. */
  notYet: sessionStartingIn(7 * MINUTES_PER_DAY + 10),
  started: sessionStartingIn(-10),
  cycling: sessionStartingIn(200, 'Cycling'),
  /** One more than a member may hold. */
  week: Array.from({ length: MAX_UPCOMING_BOOKINGS + 1 }, (_, index) => sessionStartingIn(240 + 60 * index)),
};
const allSessions = [...Object.values(sessions).flat()];

const { asVisitor, asMember, asAnonymous, asStaff, seed, stored } = rulesEnvironment(
  'demo-rivage-gym-booking-rules',
  allSessions.map((session) => session.slot.id),
);

const countOf = async (session: ClassSession): Promise<SessionCount> =>
  parseSessionCount(await stored(countPath(session.sessionId)));

const asDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : (value as Date));

async function holdingsOf(uid: string): Promise<Holdings | undefined> {
  const data = await stored(holdingsPath(uid));
  if (!data) return undefined;
  const entries = Object.entries(data.sessions as Record<string, { booking: string; start: unknown }>);
  return { sessions: Object.fromEntries(entries.map(([id, held]) => [id, { ...held, start: asDate(held.start) }])) };
}

async function bookingOf(id: string): Promise<BookingRecord> {
  const data = (await stored(bookingPath(id))) ?? {};
  return {
    ...(data as unknown as BookingRecord),
    id,
    sessionStart: asDate(data.sessionStart),
    promoted: data.promoted === true,
  };
}

let bookings = 0;
const newBookingId = () => `booking${String(++bookings).padStart(13, '0')}`;

interface BookOptions {
  mayWait?: boolean;
  name?: string;
  /** Changes the planned writes before they are sent (a forged batch). */
  forge?: (writes: SessionWrite[], bookingId: string) => SessionWrite[];
}

/** What the site plans for `uid` booking `session` now; throws if the plan itself refuses. */
async function planFor(
  uid: string,
  session: ClassSession,
  { mayWait = true, name = 'Amira Ben Salah' }: BookOptions = {},
) {
  const bookingId = newBookingId();
  const plan = planBooking({
    session,
    uid,
    name,
    saveName: false,
    bookingId,
    count: await countOf(session),
    holdings: await holdingsOf(uid),
    mayWait,
    now: new Date(),
  });
  if (!plan.ok) throw new Error(`The site would not send this booking: ${plan.reason}`);
  return { bookingId, plan };
}

/** `uid` books `session` as the site does; resolves to the booking's id. */
async function book(uid: string, session: ClassSession, options: BookOptions = {}) {
  const { bookingId, plan } = await planFor(uid, session, options);
  const writes = options.forge ? options.forge(plan.writes, bookingId) : plan.writes;
  await applyWrites(asMember(uid), writes);
  return bookingId;
}

/** A booking's member (or staff) giving it up as the site does. */
async function cancel(
  bookingId: string,
  session: ClassSession,
  by: 'member' | 'staff' = 'member',
  forge?: (writes: SessionWrite[]) => SessionWrite[],
) {
  const booking = await bookingOf(bookingId);
  const writes = planCancellation(booking, session, await countOf(session), by, new Date());
  await applyWrites(by === 'staff' ? asStaff() : asMember(booking.uid), forge ? forge(writes) : writes);
}

/** The writes with the one at `path` changed (or dropped, when `change` returns undefined). */
function changed(writes: SessionWrite[], path: string, change: (write: SessionWrite) => SessionWrite | undefined) {
  return writes.flatMap((write) => (write.path === path ? (change(write) ?? []) : [write]));
}

const withData = (write: SessionWrite, data: Record<string, unknown>): SessionWrite => ({
  ...write,
  data: { ...write.data, ...data },
});

/** The session filled to its last `free` places by other members' bookings. */
const fill = (session: ClassSession, free = 0, queue: string[] = []) =>
  seed(countPath(session.sessionId), {
    booked: placesOf(session.slot.className) - free,
    trials: 0,
    queue,
    cause: 'seed',
  });

describe('bookings: a member books a place', () => {
  it('books a free place: the booking, the count and the member’s upcoming sessions move together', async () => {
    const id = await assertSucceeds(book('amira', sessions.open));
    expect(await countOf(sessions.open)).toEqual({ booked: 1, trials: 0, queue: [] });
    expect(await bookingOf(id)).toMatchObject({ uid: 'amira', status: 'booked', sessionStart: sessions.open.start });
    expect(Object.keys((await holdingsOf('amira'))?.sessions ?? {})).toEqual([sessions.open.sessionId]);
  });

  it('keeps the member’s name for the roster when they give it with their first booking', async () => {
    await seed('users/amira', { savedShows: [] });
    const bookingId = newBookingId();
    const plan = planBooking({
      session: sessions.open,
      uid: 'amira',
      name: 'Amira Ben Salah',
      saveName: true,
      bookingId,
      count: await countOf(sessions.open),
      holdings: undefined,
      mayWait: false,
      now: new Date(),
    });
    if (!plan.ok) throw new Error(plan.reason);
    await assertSucceeds(applyWrites(asMember('amira'), plan.writes));
    expect(await stored('users/amira')).toEqual({ savedShows: [], name: 'Amira Ben Salah' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['another member’s account', { uid: 'someone-else' }],
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: '   ' }],
    ['a name with a line break', { name: 'Amira\nURGENT: pay at https://example.com' }],
    ['a name with a right-to-left override', { name: 'Amira \u202ehalaS' }],
    ['a name too long for the roster', { name: 'A'.repeat(61) }],
    ['a status that is neither booked nor waiting', { status: 'attended' }],
    ['a time set by the browser', { createdAt: new Date() }],
    ['an extra field', { promoted: true }],
  ])('refuses a booking with %s', async (_case, change) => {
    const forge = (writes: SessionWrite[], id: string) =>
      changed(writes, bookingPath(id), (write) => withData(write, change));
    await assertFails(book('amira', sessions.open, { forge }));
  });

  it('refuses a start a minute off, even written the same in the member’s list', async () => {
    const start = new Date(sessions.open.start.getTime() + 60_000);
    const forge = (writes: SessionWrite[], id: string) =>
      changed(writes, bookingPath(id), (write) => withData(write, { sessionStart: start })).map((write) =>
        write.path === holdingsPath('amira')
          ? withData(write, { sessions: { [sessions.open.sessionId]: { booking: id, start } } })
          : write,
      );
    await assertFails(book('amira', sessions.open, { forge }));
  });

  it('refuses visitors without an account and anonymous accounts', async () => {
    const { plan } = await planFor('visitor', sessions.open);
    await assertFails(applyWrites(asVisitor(), plan.writes));
    await assertFails(applyWrites(asAnonymous('visitor'), plan.writes));
  });

  it('opens booking 7 days before the start and closes it 30 minutes before', async () => {
    await assertSucceeds(book('amira', sessions.opening));
    await assertFails(book('amira', sessions.notYet));
    await assertFails(book('amira', sessions.closing));
    await assertFails(book('amira', sessions.started));
  });

  it('refuses a cancelled session and a day the gym is closed', async () => {
    await seed(TIMETABLE_OFF_DOCUMENT, { sessions: [sessions.open.sessionId], days: [], updatedAt: Timestamp.now() });
    await assertFails(book('amira', sessions.open));
    await seed(TIMETABLE_OFF_DOCUMENT, { sessions: [], days: [sessions.open.date], updatedAt: Timestamp.now() });
    await assertFails(book('amira', sessions.open));
    await seed(TIMETABLE_OFF_DOCUMENT, { sessions: [], days: [], updatedAt: Timestamp.now() });
    await assertSucceeds(book('amira', sessions.open));
  });

  it('refuses a booking whose count does not move with it, and a count moved without a booking', async () => {
    const id = newBookingId();
    const dropCount = (writes: SessionWrite[]) => changed(writes, countPath(sessions.open.sessionId), () => undefined);
    await assertFails(book('amira', sessions.open, { forge: dropCount }));
    const moveTwo = (writes: SessionWrite[]) =>
      changed(writes, countPath(sessions.open.sessionId), (write) => withData(write, { booked: 2 }));
    await assertFails(book('amira', sessions.open, { forge: moveTwo }));
    const otherCause = (writes: SessionWrite[]) =>
      changed(writes, countPath(sessions.open.sessionId), (write) => withData(write, { cause: id }));
    await assertFails(book('amira', sessions.open, { forge: otherCause }));
    const countAlone = { booked: 1, trials: 0, queue: [], cause: id };
    await assertFails(setDoc(doc(asMember('amira'), countPath(sessions.open.sessionId)), countAlone));
    expect(await stored(countPath(sessions.open.sessionId))).toBeUndefined();
  });
});

describe('bookings: one per member per session, and a cap on upcoming sessions', () => {
  it('refuses a second booking of the same session, however it is written', async () => {
    await book('amira', sessions.open);
    const bookingId = newBookingId();
    const count = await countOf(sessions.open);
    // Written as if the member held nothing: the list of upcoming sessions is replaced.
    const plan = planBooking({
      session: sessions.open,
      uid: 'amira',
      name: 'Amira',
      saveName: false,
      bookingId,
      count,
      holdings: { sessions: {} },
      mayWait: true,
      now: new Date(),
    });
    if (!plan.ok) throw new Error(plan.reason);
    await assertFails(applyWrites(asMember('amira'), plan.writes));
    const noList = plan.writes.filter((write) => write.path !== holdingsPath('amira'));
    await assertFails(applyWrites(asMember('amira'), noList));
    expect(await countOf(sessions.open)).toMatchObject({ booked: 1 });
    // Another member books it.
    await assertSucceeds(book('yassine', sessions.open));
  });

  it(`holds at most ${MAX_UPCOMING_BOOKINGS} upcoming sessions, and frees one by cancelling`, async () => {
    const [extra, ...week] = [...sessions.week].reverse() as [ClassSession, ...ClassSession[]];
    const ids: string[] = [];
    for (const session of week) ids.push(await book('amira', session));
    const bookingId = newBookingId();
    const holdings = (await holdingsOf('amira')) as Holdings;
    const entry = { booking: bookingId, start: extra.start };
    const plan = planBooking({
      session: extra,
      uid: 'amira',
      name: 'Amira',
      saveName: false,
      bookingId,
      count: await countOf(extra),
      holdings: { sessions: {} },
      mayWait: true,
      now: new Date(),
    });
    if (!plan.ok) throw new Error(plan.reason);
    // The list written with the new session added to all the others.
    const seventh = changed(plan.writes, holdingsPath('amira'), (write) => ({
      kind: 'update',
      path: write.path,
      data: { [`sessions.${extra.sessionId}`]: entry },
    }));
    expect(Object.keys(holdings.sessions)).toHaveLength(MAX_UPCOMING_BOOKINGS);
    await assertFails(applyWrites(asMember('amira'), seventh));
    // Nor by taking an upcoming session off the list while its booking stands.
    const [firstHeld] = Object.keys(holdings.sessions);
    const dropped = changed(plan.writes, holdingsPath('amira'), (write) => ({
      kind: 'update',
      path: write.path,
      data: { [`sessions.${extra.sessionId}`]: entry, [`sessions.${firstHeld}`]: REMOVED, released: firstHeld },
    }));
    await assertFails(applyWrites(asMember('amira'), dropped));
    await cancel(ids[0] as string, week[0] as ClassSession);
    await assertSucceeds(book('amira', extra));
  }, 60_000);
});

describe('bookings: places, and two members racing for the last one', () => {
  it('books up to the class’s places (12 bikes in Cycling), then only the waitlist', async () => {
    expect(placesOf('Cycling')).toBe(12);
    await fill(sessions.cycling, 1);
    await assertSucceeds(book('amira', sessions.cycling));
    expect(await countOf(sessions.cycling)).toMatchObject({ booked: 12 });
    // A place forced past the room's size.
    const forcePlace = (writes: SessionWrite[], id: string) =>
      changed(writes, bookingPath(id), (write) => withData(write, { status: 'booked' })).map((write) =>
        write.path === countPath(sessions.cycling.sessionId) ? withData(write, { booked: 13, queue: [] }) : write,
      );
    await assertFails(book('yassine', sessions.cycling, { forge: forcePlace }));
    const id = await assertSucceeds(book('yassine', sessions.cycling));
    expect(await bookingOf(id)).toMatchObject({ status: 'waiting' });
  });

  it('lets exactly one of two members racing for the last place win; the other is refused whole', async () => {
    await fill(sessions.open, 1);
    const racers = ['amira', 'yassine'];
    // Both read the same count, plan their batches, then send them together.
    const plans = await Promise.all(racers.map((uid) => planFor(uid, sessions.open)));
    const outcomes = await Promise.allSettled(
      plans.map(({ plan }, index) => applyWrites(asMember(racers[index] as string), plan.writes)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { code: 'permission-denied' },
    });
    expect(await countOf(sessions.open)).toMatchObject({ booked: placesOf(sessions.open.slot.className), queue: [] });
    // The one refused is offered the waitlist, and takes it.
    const loser = outcomes[0]?.status === 'rejected' ? 'amira' : 'yassine';
    expect(planBooking({ ...(await planArgs(loser)), mayWait: false })).toEqual({ ok: false, reason: 'full' });
    await assertSucceeds(book(loser, sessions.open));
    expect((await countOf(sessions.open)).queue).toHaveLength(1);
  });
});

async function planArgs(uid: string, session: ClassSession = sessions.open) {
  return {
    session,
    uid,
    name: 'Amira',
    saveName: false,
    bookingId: newBookingId(),
    count: await countOf(session),
    holdings: await holdingsOf(uid),
    mayWait: true,
    now: new Date(),
  };
}

describe('the waitlist', () => {
  it('is joined only when the session is full, at its end, up to its length', async () => {
    const joinQueue = (writes: SessionWrite[], id: string) =>
      changed(writes, bookingPath(id), (write) => withData(write, { status: 'waiting' })).map((write) =>
        write.path === countPath(sessions.open.sessionId) ? withData(write, { booked: 0, queue: [id] }) : write,
      );
    await assertFails(book('amira', sessions.open, { forge: joinQueue }));
    await fill(sessions.open);
    const ids: string[] = [];
    for (let place = 0; place < 2; place++) ids.push(await book(`waiting-${place}`, sessions.open));
    const jumpTheLine = (writes: SessionWrite[], id: string) =>
      changed(writes, countPath(sessions.open.sessionId), (write) => withData(write, { queue: [id, ...ids] }));
    await assertFails(book('late-comer', sessions.open, { forge: jumpTheLine }));
    for (let place = 2; place < WAITLIST_MAX_LENGTH; place++) ids.push(await book(`waiting-${place}`, sessions.open));
    expect((await countOf(sessions.open)).queue).toEqual(ids);
    expect(planBooking(await planArgs('late-comer'))).toEqual({ ok: false, reason: 'waitlist-full' });
    // Written as if the line were one shorter, the new place past its end.
    const args = await planArgs('late-comer');
    const plan = planBooking({ ...args, count: { ...args.count, queue: ids.slice(1) } });
    if (!plan.ok) throw new Error(plan.reason);
    const overTheEnd = changed(plan.writes, countPath(sessions.open.sessionId), (write) =>
      withData(write, { queue: [...ids, args.bookingId] }),
    );
    await assertFails(applyWrites(asMember('late-comer'), overTheEnd));
  }, 60_000);

  it('is left freely, and the places behind close up', async () => {
    await fill(sessions.open);
    const first = await book('amira', sessions.open);
    const second = await book('yassine', sessions.open);
    const third = await book('salma', sessions.open);
    await assertSucceeds(cancel(second, sessions.open));
    expect((await countOf(sessions.open)).queue).toEqual([first, third]);
    expect(await bookingOf(second)).toMatchObject({ status: 'left' });
    // Someone else's place in line is not theirs to leave.
    const booking = await bookingOf(third);
    const writes = planCancellation(booking, sessions.open, await countOf(sessions.open), 'member', new Date());
    await assertFails(applyWrites(asMember('amira'), writes));
  });

  it('moves the first in line into a place given up before the free cancellation ends, in the same batch', async () => {
    await fill(sessions.open, 1);
    const booked = await book('amira', sessions.open);
    const first = await book('yassine', sessions.open);
    const second = await book('salma', sessions.open);
    // Giving up the place without moving the line up, or moving up the second in line, is refused.
    const withoutMoving = (writes: SessionWrite[]) =>
      changed(writes, bookingPath(first), () => undefined).map((write) =>
        write.path === countPath(sessions.open.sessionId)
          ? withData(write, { booked: placesOf(sessions.open.slot.className) - 1, queue: [first, second] })
          : write,
      );
    await assertFails(cancel(booked, sessions.open, 'member', withoutMoving));
    const secondMovedUp = (writes: SessionWrite[]) =>
      writes.map((write) =>
        write.path === bookingPath(first)
          ? { ...write, path: bookingPath(second) }
          : write.path === countPath(sessions.open.sessionId)
            ? withData(write, { queue: [first] })
            : write,
      );
    await assertFails(cancel(booked, sessions.open, 'member', secondMovedUp));
    await assertSucceeds(cancel(booked, sessions.open));
    expect(await bookingOf(booked)).toMatchObject({ status: 'cancelled' });
    expect(await bookingOf(first)).toMatchObject({ status: 'booked', promoted: true });
    expect(await countOf(sessions.open)).toMatchObject({
      booked: placesOf(sessions.open.slot.className),
      queue: [second],
    });
  });

  it('lets nobody book past the line while it still moves up', async () => {
    // A place free while members wait (staff corrected the count): it is the first in line's.
    await fill(sessions.open, 1, ['waiting-first']);
    const args = await planArgs('amira');
    const plan = planBooking({ ...args, count: { ...args.count, queue: [] } });
    if (!plan.ok) throw new Error(plan.reason);
    const pastTheLine = changed(plan.writes, countPath(sessions.open.sessionId), (write) =>
      withData(write, { queue: ['waiting-first'] }),
    );
    await assertFails(applyWrites(asMember('amira'), pastTheLine));
    expect(planBooking({ ...(await planArgs('amira')), mayWait: false })).toEqual({ ok: false, reason: 'full' });
    // After the free cancellation ends, the place is whoever's books it.
    await fill(sessions.late, 1, ['waiting-first']);
    await assertSucceeds(book('amira', sessions.late, { mayWait: false }));
  });

  it('moves nobody up into a place that is not free', async () => {
    await fill(sessions.open);
    const first = await book('yassine', sessions.open);
    // Nobody gives a place up: the first in line cannot take one.
    const movedUp = { status: 'booked', promoted: true, updatedAt: Timestamp.now() };
    await assertFails(updateDoc(doc(asMember('yassine'), bookingPath(first)), movedUp));
    const count = await countOf(sessions.open);
    await assertFails(
      applyWrites(asMember('yassine'), [
        { kind: 'update', path: bookingPath(first), data: { ...movedUp, updatedAt: Timestamp.now() } },
        { kind: 'set', path: countPath(sessions.open.sessionId), data: { ...count, queue: [], cause: first } },
      ]),
    );
  });

  it('after the free cancellation ends, records the cancellation as late and moves nobody up: the place is free', async () => {
    await fill(sessions.late, 1);
    const booked = await book('amira', sessions.late);
    const first = await book('yassine', sessions.late);
    const moveUp = (writes: SessionWrite[]) => [
      ...writes.map((write) =>
        write.path === countPath(sessions.late.sessionId)
          ? withData(write, { booked: placesOf(sessions.late.slot.className), queue: [] })
          : write,
      ),
      {
        kind: 'update' as const,
        path: bookingPath(first),
        data: { status: 'booked', promoted: true, updatedAt: Timestamp.now() },
      },
    ];
    await assertFails(cancel(booked, sessions.late, 'member', moveUp));
    await assertSucceeds(cancel(booked, sessions.late));
    expect(await bookingOf(booked)).toMatchObject({ status: 'late-cancelled' });
    expect(await bookingOf(first)).toMatchObject({ status: 'waiting' });
    expect(await countOf(sessions.late)).toMatchObject({
      booked: placesOf(sessions.late.slot.className) - 1,
      queue: [first],
    });
    // Whoever books now takes it, past the line.
    await assertSucceeds(book('salma', sessions.late, { mayWait: false }));
  });

  it('refuses a free cancellation’s status once it is late, and any cancellation once the class has started', async () => {
    const booked = await book('amira', sessions.late);
    const asFree = (writes: SessionWrite[]) =>
      changed(writes, bookingPath(booked), (write) => withData(write, { status: 'cancelled' }));
    await assertFails(cancel(booked, sessions.late, 'member', asFree));
    await seed(bookingPath('past'), {
      uid: 'amira',
      name: 'Amira',
      sessionId: sessions.started.sessionId,
      sessionStart: sessions.started.start,
      status: 'booked',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    await fill(sessions.started, 1);
    await assertFails(cancel('past', sessions.started));
  });
});

describe('bookings: who reads what', () => {
  it('lets a member read and list their own bookings, never another member’s, nor their place in line', async () => {
    const mine = await book('amira', sessions.open);
    const theirs = await book('yassine', sessions.open);
    await assertSucceeds(getDoc(doc(asMember('amira'), bookingPath(mine))));
    await assertFails(getDoc(doc(asMember('amira'), bookingPath(theirs))));
    const own = query(collection(asMember('amira'), BOOKINGS_COLLECTION), where('uid', '==', 'amira'), limit(50));
    expect((await assertSucceeds(getDocs(own))).size).toBe(1);
    await assertFails(getDocs(query(collection(asMember('amira'), BOOKINGS_COLLECTION), limit(50))));
    await assertFails(getDocs(query(collection(asMember('amira'), BOOKINGS_COLLECTION), where('uid', '==', 'amira'))));
    await assertFails(getDoc(doc(asMember('amira'), holdingsPath('yassine'))));
    await assertFails(getDoc(doc(asVisitor(), bookingPath(mine))));
    // The public count holds no name and no account.
    const count = await assertSucceeds(getDoc(doc(asVisitor(), countPath(sessions.open.sessionId))));
    expect(JSON.stringify(count.data())).not.toMatch(/amira|yassine/);
  });

  it('lets staff read every booking in a bounded list', async () => {
    await book('amira', sessions.open);
    const staffQuery = query(
      collection(asStaff(), BOOKINGS_COLLECTION),
      where('sessionStart', '>=', new Date()),
      limit(200),
    );
    expect((await assertSucceeds(getDocs(staffQuery))).size).toBe(1);
    await assertFails(getDocs(query(collection(asStaff(), BOOKINGS_COLLECTION), limit(201))));
  });
});

describe('bookings at the desk', () => {
  it('lets staff cancel a member’s booking: the place comes back and the line moves up', async () => {
    await fill(sessions.open, 1);
    const booked = await book('amira', sessions.open);
    const first = await book('yassine', sessions.open);
    // A member cannot write the gym's cancellation.
    const asGym = (writes: SessionWrite[]) =>
      changed(writes, bookingPath(booked), (write) => withData(write, { status: 'cancelled-by-gym' }));
    await assertFails(cancel(booked, sessions.open, 'member', asGym));
    await assertSucceeds(cancel(booked, sessions.open, 'staff'));
    expect(await bookingOf(booked)).toMatchObject({ status: 'cancelled-by-gym' });
    expect(await bookingOf(first)).toMatchObject({ status: 'booked', promoted: true });
    expect(Object.keys((await holdingsOf('amira'))?.sessions ?? {})).toEqual([]);
    const other = await book('salma', sessions.cycling);
    await assertSucceeds(cancel(other, sessions.cycling, 'staff'));
    expect(await countOf(sessions.cycling)).toMatchObject({ booked: 0 });
  });

  it('lets staff move up only the first in line', async () => {
    await fill(sessions.open, 0);
    const first = await book('yassine', sessions.open);
    const second = await book('salma', sessions.open);
    await seed(countPath(sessions.open.sessionId), {
      booked: placesOf(sessions.open.slot.className) - 1,
      trials: 0,
      queue: [first, second],
      cause: 'desk',
    });
    const moveUp = (id: string, queue: string[]): SessionWrite[] => [
      { kind: 'update', path: bookingPath(id), data: { status: 'booked', promoted: true, updatedAt: SERVER_TIME } },
      {
        kind: 'set',
        path: countPath(sessions.open.sessionId),
        data: { booked: placesOf(sessions.open.slot.className), trials: 0, queue, cause: 'desk' },
      },
    ];
    await assertFails(applyWrites(asStaff(), moveUp(second, [first])));
    await assertSucceeds(applyWrites(asStaff(), moveUp(first, [second])));
  });

  it('lets staff, and nobody else, mark who came from an hour before the start', async () => {
    // A class starting in 25 minutes, booked while booking was open.
    await seed(bookingPath('soon'), {
      uid: 'amira',
      name: 'Amira',
      sessionId: sessions.closing.sessionId,
      sessionStart: sessions.closing.start,
      status: 'booked',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    const booked = 'soon';
    const booking = await bookingOf(booked);
    await assertFails(applyWrites(asMember('amira'), planAttendance(booking, 'attended')));
    await assertSucceeds(applyWrites(asStaff(), planAttendance(booking, 'attended')));
    await assertSucceeds(applyWrites(asStaff(), planAttendance(booking, 'no-show')));
    await assertFails(
      updateDoc(doc(asStaff(), bookingPath(booked)), { attendance: 'late', updatedAt: Timestamp.now() }),
    );
    const early = await book('amira', sessions.open);
    await assertFails(applyWrites(asStaff(), planAttendance(await bookingOf(early), 'attended')));
  });

  it('lets staff correct a count within the session’s places, and nobody else', async () => {
    const count = await countOf(sessions.cycling);
    const correct = (booked: number, trials: number) =>
      planCountCorrection(sessions.cycling.sessionId, count, booked, trials, 'desk');
    await assertSucceeds(applyWrites(asStaff(), correct(9, 3)));
    await assertSucceeds(applyWrites(asStaff(), correct(0, 0)));
    await assertFails(applyWrites(asStaff(), correct(10, 3)));
    await assertFails(applyWrites(asStaff(), correct(-1, 0)));
    await assertFails(applyWrites(asStaff(), correct(0, 4)));
    await assertFails(applyWrites(asMember('amira'), correct(5, 0)));
  });
});

describe('timetableOff: the sessions that do not take place', () => {
  const off = { sessions: [sessions.open.sessionId], days: [sessions.open.date], updatedAt: serverTimestamp() };

  it('is written and read by staff alone, in its one shape', async () => {
    await assertSucceeds(setDoc(doc(asStaff(), TIMETABLE_OFF_DOCUMENT), off));
    await assertSucceeds(getDoc(doc(asStaff(), TIMETABLE_OFF_DOCUMENT)));
    for (const db of [asMember('amira'), asVisitor()]) {
      await assertFails(setDoc(doc(db, TIMETABLE_OFF_DOCUMENT), off));
      await assertFails(getDoc(doc(db, TIMETABLE_OFF_DOCUMENT)));
    }
    await assertFails(setDoc(doc(asStaff(), 'timetableOff/other'), off));
    await assertFails(setDoc(doc(asStaff(), TIMETABLE_OFF_DOCUMENT), { ...off, note: 'x' }));
    await assertFails(setDoc(doc(asStaff(), TIMETABLE_OFF_DOCUMENT), { ...off, updatedAt: Timestamp.now() }));
  });
});
