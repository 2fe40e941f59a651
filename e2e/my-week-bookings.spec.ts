/**
 * Members' bookings in My week, against the real Auth and Firestore emulators with the project's
 * rules. Bookings are seeded with the site's own planner (support/session-seed.ts); everything
 * after that goes through the page: a member sees their booking, takes it into a calendar file,
 * cancels it (the place comes back) and the next file no longer has it; a second member fills the
 * last place, a third joins the waitlist and sees their place in line, the second cancels, and
 * the third is moved up and sees it in My week. A member gives the name for the roster in the
 * account settings, and deleting the account gives their places back and leaves no booking of
 * theirs. Axe on My week's bookings in each language.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from '@playwright/test';
import { firestoreEmulatorRuntime } from '../scripts/lib/firestore-emulator';
import { SUBMISSION_MAX_WAIT_MS } from '../src/components/forms/use-submission';
import { accountBookings } from '../src/content/account-bookings';
import { accountPage } from '../src/content/account-page';
import { accountSettings } from '../src/content/account-settings';
import { myWeekBookings as arWords } from '../src/content/ar/my-week-bookings';
import { placesOf } from '../src/content/class-places-facts';
import { myWeekBookings as frWords } from '../src/content/fr/my-week-bookings';
import { myWeekBookings as enWords } from '../src/content/my-week-bookings';
import { paths } from '../src/content/paths';
import { countPath, holdingsPath } from '../src/firebase/session-batches';
import { FIREBASE_REQUEST_TIMEOUT_MS } from '../src/firebase/with-timeout';
import { type LocaleCode, localizedPath } from '../src/i18n/locales';
import { isBookingOpen } from '../src/timetable/booking-window';
import { classSlotById } from '../src/timetable/class-slots';
import { type ClassSession, upcomingSessions } from '../src/timetable/sessions';
import { createAccount } from './support/auth-emulator';
import { expectNoAxeViolations } from './support/axe';
import { readEmulatorDocument, writeEmulatorDocument } from './support/firestore-wire';
import { expect, gotoHydrated, test } from './support/fixtures';
import { seedBooking } from './support/session-seed';
import { signIn } from './support/sign-in';

const HOUR_MS = 60 * 60 * 1000;
/** A wait on Firebase answers: as long as the site itself waits before giving up. */
const firebaseAnswer = { timeout: FIREBASE_REQUEST_TIMEOUT_MS };
/**
 * The account's deletion, as long as the page waits for it (ACCOUNT_DELETION_MAX_WAIT_MS of
 * src/pages/account/account-problem.ts, which this process cannot import: it reads the build's
 * locale): four account steps, then the bookings' removal within four requests' time.
 */
const deletionAnswer = { timeout: 4 * SUBMISSION_MAX_WAIT_MS + 4 * FIREBASE_REQUEST_TIMEOUT_MS };

/**
 * Each test process seeds sessions of its own slots, so two tests running at once never move
 * the same session's count. Several slots each: a slot whose next session is too close for a
 * free cancellation (or closed to booking) is passed over.
 */
const SLOTS_BY_PROCESS = [
  [
    'monday-2200-body-building',
    'tuesday-2200-yoga',
    'wednesday-2200-body-building',
    'thursday-2200-body-building',
    'friday-2200-karate',
  ],
  [
    'saturday-2200-boxing',
    'sunday-2200-body-building',
    'monday-1600-running',
    'wednesday-1800-running',
    'thursday-1600-running',
  ],
] as const;

/** `count` sessions of this process's slots, each open to booking and free to cancel for hours yet. */
function sessionsOfThisProcess(count: number): ClassSession[] {
  const slots = SLOTS_BY_PROCESS[test.info().parallelIndex];
  if (!slots) throw new Error(`No slots for test process ${test.info().parallelIndex}: add a row to SLOTS_BY_PROCESS`);
  const now = new Date();
  const sessions = slots.flatMap((id) => {
    const slot = classSlotById(id);
    if (!slot) throw new Error(`No slot ${id}`);
    return upcomingSessions([slot], now, 7).filter(
      (session) => isBookingOpen(session, now) && session.start.getTime() - now.getTime() > 3 * HOUR_MS,
    );
  });
  const chosen = sessions.slice(0, count);
  if (chosen.length < count) throw new Error('Not enough bookable sessions of this process’s slots');
  return chosen;
}

/** The session's count as the test starts it: `booked` places taken by others, nobody waiting. */
async function startCount(session: ClassSession, booked: number, queue: string[] = []) {
  await writeEmulatorDocument(countPath(session.sessionId), { booked, trials: 0, queue, cause: 'seed' });
}

async function storedCount(session: ClassSession) {
  const count = await readEmulatorDocument(countPath(session.sessionId));
  return { booked: count?.booked, queue: count?.queue };
}

/** A new member, with a browser page of their own, signed in. */
async function memberPage(browser: Browser, label: string) {
  const account = await createAccount();
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${label}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${label}: ${error.message}`));
  await signIn(page, account.email, account.password);
  return { account, page, problems, close: () => context.close() };
}

function bookingsOf(page: Page, heading = enWords.heading) {
  return page.getByRole('main').getByRole('region', { name: heading });
}

/** The one item of a member's bookings (each member here books one session). */
function onlyItem(page: Page) {
  return bookingsOf(page).getByRole('listitem');
}

async function textOf(download: Promise<Download>) {
  return readFile((await (await download).path()) ?? '', 'utf8');
}

const runtime = firestoreEmulatorRuntime();

test.beforeEach(() => {
  // Bookings are counted and checked by firestore.rules: this journey needs the real Firestore.
  if (!runtime.ok) throw new Error(`My week's bookings need the Firestore emulator: ${JSON.stringify(runtime)}`);
});

test.describe.configure({ timeout: 180_000 });

test('a member sees a booking, takes it into a calendar, cancels it and the place comes back', async ({ page }) => {
  const [session] = sessionsOfThisProcess(1);
  if (!session) throw new Error('No session');
  const places = placesOf(session.slot.className);
  await startCount(session, places - 2);
  const member = await createAccount();
  // A saved class too, so the week's file is there before and after the booking.
  await writeEmulatorDocument(`users/${member.uid}`, { savedShows: ['monday-0900-fitness'] });
  const { bookingId } = await seedBooking(session, { uid: member.uid, name: 'Amira Booked' });

  await signIn(page, member.email, member.password);
  await gotoHydrated(page, paths.account);
  const item = onlyItem(page);
  await expect(item).toContainText(enWords.status.booked, firebaseAnswer);
  await expect(item).toContainText(enWords.freeUntil('2'));

  const week = page.getByRole('button', { name: 'Add my whole week to a calendar' });
  let file = page.waitForEvent('download');
  await week.click();
  const before = await textOf(file);
  // The booking's own event (src/timetable/calendar.ts, bookingEventUid), on the session's date.
  const uid = `UID:booking-${bookingId}@`;
  expect(before).toContain(uid);
  expect(before).toContain(`DTSTART;TZID=Africa/Tunis:${session.date.replaceAll('-', '')}T`);

  file = page.waitForEvent('download');
  await item.getByRole('button', { name: /^Add to calendar: / }).click();
  const alone = await textOf(file);
  expect(alone).toContain(uid);
  expect(alone).not.toContain('RRULE');

  await item.getByRole('button', { name: /^Cancel booking: / }).click();
  const status = item.getByText(enWords.status.cancelled, { exact: true });
  await expect(status).toBeVisible(firebaseAnswer);
  await expect(status).toBeFocused();
  expect(await storedCount(session)).toEqual({ booked: places - 2, queue: [] });

  file = page.waitForEvent('download');
  await week.click();
  const after = await textOf(file);
  expect(after).not.toContain(uid);
  expect(after).toContain('UID:monday-0900-fitness@');
});

test('the last place taken, a member waits, is moved up when it is given back, and sees it in My week', async ({
  browser,
}) => {
  const [session] = sessionsOfThisProcess(1);
  if (!session) throw new Error('No session');
  const places = placesOf(session.slot.className);
  await startCount(session, places - 1);

  const second = await memberPage(browser, 'second');
  const third = await memberPage(browser, 'third');
  try {
    const last = await seedBooking(session, { uid: second.account.uid, name: 'Sami Last' });
    expect(last.status).toBe('booked');
    const waiting = await seedBooking(session, { uid: third.account.uid, name: 'Hela Waits' }, { mayWait: true });
    expect(waiting.status).toBe('waiting');
    expect(await storedCount(session)).toEqual({ booked: places, queue: [waiting.bookingId] });

    await gotoHydrated(third.page, paths.account);
    const waitingItem = onlyItem(third.page);
    await expect(waitingItem).toContainText('1st in line', firebaseAnswer);
    await expect(waitingItem.getByRole('button', { name: /^Leave the waitlist: / })).toBeVisible();
    await expect(bookingsOf(third.page)).toContainText(enWords.confirmedHereOnly);

    await gotoHydrated(second.page, paths.account);
    const bookedItem = onlyItem(second.page);
    await bookedItem.getByRole('button', { name: /^Cancel booking: / }).click();
    await expect(bookedItem.getByText(enWords.status.cancelled, { exact: true })).toBeFocused(firebaseAnswer);
    // The place went to the first in line, in the same batch: still full, nobody waiting.
    expect(await storedCount(session)).toEqual({ booked: places, queue: [] });

    await third.page.reload();
    await third.page.locator('html[data-hydrated="true"]').waitFor();
    const movedUp = onlyItem(third.page);
    await expect(movedUp).toContainText(enWords.status.movedUp, firebaseAnswer);
    await expect(movedUp.getByRole('button', { name: /^Cancel booking: / })).toBeVisible();
    expect([...second.problems, ...third.problems]).toEqual([]);
  } finally {
    await second.close();
    await third.close();
  }
});

test('a member gives the roster name, then deletes the account: the place and the place in line go back', async ({
  page,
}) => {
  const [booked, full] = sessionsOfThisProcess(2);
  if (!booked || !full) throw new Error('No sessions');
  const places = placesOf(booked.slot.className);
  const fullPlaces = placesOf(full.slot.className);
  await startCount(booked, places - 2);
  await startCount(full, fullPlaces, ['someone-first']);
  const member = await createAccount();
  const place = await seedBooking(booked, { uid: member.uid, name: 'Amira Leaves' });
  const line = await seedBooking(full, { uid: member.uid, name: 'Amira Leaves' }, { mayWait: true });
  expect(await storedCount(booked)).toEqual({ booked: places - 1, queue: [] });
  expect(await storedCount(full)).toEqual({ booked: fullPlaces, queue: ['someone-first', line.bookingId] });

  await signIn(page, member.email, member.password);
  await gotoHydrated(page, paths.account);
  await expect(bookingsOf(page).getByRole('listitem')).toHaveCount(2, firebaseAnswer);
  const settings = page.getByRole('main').getByRole('region', { name: 'Account settings' });
  const rosterName = settings.getByLabel(accountBookings.rosterName.label, { exact: true });
  await expect(settings.getByText(accountBookings.rosterName.loading)).toHaveCount(0, firebaseAnswer);
  await rosterName.fill('Amira Ben Salah');
  await settings.getByRole('button', { name: accountBookings.rosterName.submit }).click();
  await expect(settings.getByText(accountBookings.rosterName.saved, { exact: true })).toBeVisible(firebaseAnswer);
  // Kept in the member's users document (made for them as sign-up makes it), and read back on the next visit.
  expect(await readEmulatorDocument(`users/${member.uid}`)).toEqual({ savedShows: [], name: 'Amira Ben Salah' });
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(rosterName).toHaveValue('Amira Ben Salah', firebaseAnswer);

  await settings.getByRole('button', { name: accountSettings.deletion.open, exact: true }).click();
  await settings.getByLabel(accountSettings.deletion.passwordLabel, { exact: true }).fill(member.password);
  await settings.getByRole('button', { name: accountSettings.deletion.confirm }).click();
  await expect(page.getByRole('main').getByText(accountPage.deleted)).toBeVisible(deletionAnswer);
  // The place is free again, the line goes on without them, and nothing of theirs is left.
  expect(await storedCount(booked)).toEqual({ booked: places - 2, queue: [] });
  expect(await storedCount(full)).toEqual({ booked: fullPlaces, queue: ['someone-first'] });
  for (const path of [
    `bookings/${place.bookingId}`,
    `bookings/${line.bookingId}`,
    holdingsPath(member.uid),
    `users/${member.uid}`,
  ]) {
    expect(await readEmulatorDocument(path), path).toBeUndefined();
  }
});

const wordsByCode = { en: enWords, fr: frWords, ar: arWords } as const satisfies Record<LocaleCode, typeof enWords>;

for (const code of ['en', 'fr', 'ar'] as const) {
  test(`${code}: My week's bookings, a booked place and a place in line, have no axe violations`, async ({ page }) => {
    const [booked, full] = sessionsOfThisProcess(2);
    if (!booked || !full) throw new Error('No sessions');
    await startCount(booked, 0);
    await startCount(full, placesOf(full.slot.className), ['someone-first']);
    const member = await createAccount();
    await seedBooking(booked, { uid: member.uid, name: 'Amira Axe' });
    await seedBooking(full, { uid: member.uid, name: 'Amira Axe' }, { mayWait: true });

    await signIn(page, member.email, member.password);
    await gotoHydrated(page, localizedPath(code, paths.account));
    const words = wordsByCode[code];
    const list = bookingsOf(page, words.heading);
    await expect(list.getByRole('listitem')).toHaveCount(2, firebaseAnswer);
    await expect(list.getByText(words.status.booked, { exact: true })).toBeVisible();
    await expect(list).toContainText(
      words.status.inLine({
        value: 2,
        number: '2',
        category: new Intl.PluralRules(code, { type: 'ordinal' }).select(2),
      }),
    );
    await expectNoAxeViolations(page);
  });
}
