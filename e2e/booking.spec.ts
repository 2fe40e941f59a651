/**
 * Members book a place in a class from the timetable, against the real Auth and Firestore
 * emulators with the project's rules (no mock of Firestore): a member books the next Cycling and
 * another visitor sees its places left drop after a reload; two members race for the last place
 * of a class and exactly one wins, the other is told at once and joins the waitlist; a signed-out
 * visitor's Book goes through sign-in and comes back with the session chosen; the new controls
 * and the booking dialog have no axe violations in English, French and Arabic. Each page view
 * reads its sessions' places once.
 *
 * Sessions are chosen from the clock as the pages choose them (bookableSessions), so the spec runs
 * whatever day and time it is; each test (and each repeat of it) books a session of its own, its
 * count seeded with the owner's rights first.
 */
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { placesOf } from '../src/content/class-places-facts';
import { paths } from '../src/content/paths';
import { countPath } from '../src/firebase/session-batches';
import { SESSIONS_COLLECTION } from '../src/firebase/session-collections';
import { localizedPath } from '../src/i18n/locales';
import { bookableSessions } from '../src/timetable/booking-window';
import { classSlotById } from '../src/timetable/class-slots';
import type { ClassSession } from '../src/timetable/sessions';
import { createAccount, freshEmail } from './support/auth-emulator';
import { expectNoAxeViolations } from './support/axe';
import { readEmulatorDocument, writeEmulatorDocument } from './support/firestore-wire';
import { expect, gotoHydrated, test } from './support/fixtures';
import { cumulativeLayoutShift } from './support/layout';
import { signIn } from './support/sign-in';
import { spelledGymDate } from './support/timetable-changes';

/** The places' read is bounded at 4 s by the page (src/firebase/public-session-counts.ts); the emulator may be busy. */
const placesArrive = { timeout: 10_000 };
/** A booking reads and writes a batch, twice when it races: bounded by the Firebase layer's wait. */
const bookingAnswers = { timeout: 20_000 };

/**
 * The slots each test books, one per repeat of it (`--repeat-each`), so no two runs that may
 * overlap share a session's count. Slots other specs book (trials, cancellations) are left out.
 */
const SLOTS = {
  cycling: ['monday-1800-cycling', 'wednesday-0900-cycling', 'sunday-1800-cycling'],
  race: [
    'thursday-0900-fitness',
    'thursday-2200-body-building',
    'thursday-1600-running',
    'wednesday-2200-body-building',
    'wednesday-1600-fitness',
    'wednesday-1800-running',
  ],
  signedOut: [
    'sunday-0900-fitness',
    'sunday-2200-body-building',
    'sunday-1600-running',
    'monday-2200-body-building',
    'friday-0900-crossfit',
    'friday-1800-workout',
  ],
  // Only read: the axe test books nothing, so it may share the slots above.
  axe: ['tuesday-2200-yoga', 'wednesday-1800-running', 'sunday-1600-running'],
} as const;

/**
 * A session of one of `slotIds` that can be booked now and for a while yet (a booking closes 30
 * minutes before the start), picked by the repeat's index among those.
 */
function sessionFor(slotIds: readonly string[], testInfo: TestInfo): ClassSession {
  const slots = slotIds.map((id) => {
    const slot = classSlotById(id);
    if (!slot) throw new Error(`No slot ${id}`);
    return slot;
  });
  const inAWhile = new Date(Date.now() + 10 * 60 * 1000);
  const open = bookableSessions(slots, new Date()).filter((session) =>
    bookableSessions([session.slot], inAWhile).some((later) => later.sessionId === session.sessionId),
  );
  const session = open[testInfo.repeatEachIndex % open.length];
  if (!session) throw new Error(`None of ${slotIds.join(', ')} can be booked now`);
  return session;
}

/** The Book button's name for a session, as the page words it in English. */
function bookName(session: ClassSession): string {
  const [start] = session.slot.time.split('-');
  return `Book ${session.slot.className}, ${spelledGymDate(session.date, 'en-GB')}, ${start}`;
}

/** The session's day of the timetable. */
const dayPath = (session: ClassSession) => paths.scheduleDay(session.slot.day);

/** Starts the session's count afresh: `booked` places taken, no trial, nobody waiting. */
async function seedCount(session: ClassSession, booked: number) {
  await writeEmulatorDocument(countPath(session.sessionId), { booked, trials: 0, queue: [], cause: 'seed' });
}

/** Counts the page's reads of sessions' places: anonymous batchGets of `sessions/…` (a member's own reads carry a token). */
function countPlacesReads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    const isBatchGet = request.url().includes('documents:batchGet');
    const isPublic = request.headers().authorization === undefined;
    if (isBatchGet && isPublic && (request.postData() ?? '').includes(`/documents/${SESSIONS_COLLECTION}/`)) {
      counter.count += 1;
    }
  });
  return counter;
}

/** A member signed in through the site, in a browser of their own. */
async function memberIn(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createAccount(freshEmail(label));
  await signIn(page, account.email, account.password);
  return { context, page, account };
}

/**
 * The visitor points at a Book, as one does before pressing it: every Book of the page goes live
 * (its dates, and the places from the page's one read). Until then the page reads nothing.
 */
async function pointAtBook(page: Page, book: RegExp = /^Book /) {
  await page.getByRole('button', { name: book }).first().hover();
}

/** Opens the booking of `session` from its Book button and returns the dialog. */
async function openBooking(page: Page, session: ClassSession): Promise<Locator> {
  await page.getByRole('button', { name: bookName(session) }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${session.slot.className}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const nameField = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Your name for the class list' });

test('a member books the next Cycling from its day, and another visitor sees the places left drop after a reload', async ({
  browser,
}, testInfo) => {
  test.slow();
  const session = sessionFor(SLOTS.cycling, testInfo);
  await seedCount(session, 3);
  const before = `${placesOf('Cycling') - 3} places left`;
  const after = `${placesOf('Cycling') - 4} places left`;

  // Another visitor, signed out, on the same day's timetable.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const reads = countPlacesReads(visitorPage);
  await gotoHydrated(visitorPage, dayPath(session));
  expect(reads.count).toBe(0);
  await pointAtBook(visitorPage);
  const visitorBook = visitorPage.getByRole('button', { name: bookName(session) });
  await expect(visitorBook).toHaveAccessibleDescription(before, placesArrive);
  expect(reads.count).toBe(1);

  const member = await memberIn(browser, 'book-cycling');
  await gotoHydrated(member.page, dayPath(session));
  await pointAtBook(member.page);
  const memberBook = member.page.getByRole('button', { name: bookName(session) });
  await expect(memberBook).toHaveAccessibleDescription(before, placesArrive);
  const dialog = await openBooking(member.page, session);
  await expect(dialog.getByText(before)).toBeVisible();
  await nameField(dialog).fill('Amira Cycling');
  await dialog.getByRole('button', { name: 'Book my place' }).click();
  const booked = dialog.getByText(`You are booked: Cycling, ${spelledGymDate(session.date, 'en-GB')}, `);
  await expect(booked).toBeFocused(bookingAnswers);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(memberBook).toBeFocused();
  await expect(memberBook).toHaveAccessibleDescription(after);

  // The visitor's page view read once; a reload is a new page view, and reads once more.
  await visitorPage.reload();
  await visitorPage.locator('html[data-hydrated="true"]').waitFor();
  await pointAtBook(visitorPage);
  await expect(visitorBook).toHaveAccessibleDescription(after, placesArrive);
  expect(reads.count).toBe(2);
  // The places and the dates came after the first paint, into room the page had kept.
  expect(await cumulativeLayoutShift(visitorPage)).toBe(0);

  expect(await readEmulatorDocument(countPath(session.sessionId))).toMatchObject({ booked: 4, queue: [] });
  expect(await readEmulatorDocument(`users/${member.account.uid}`)).toMatchObject({ name: 'Amira Cycling' });
  await Promise.all([visitor.close(), member.context.close()]);
});

test('two members race for the last place: exactly one wins, the other is told at once and joins the waitlist', async ({
  browser,
}, testInfo) => {
  test.slow();
  const session = sessionFor(SLOTS.race, testInfo);
  const places = placesOf(session.slot.className);
  await seedCount(session, places - 1);

  const members = await Promise.all([memberIn(browser, 'race-a'), memberIn(browser, 'race-b')]);
  const dialogs = await Promise.all(
    members.map(async ({ page }, index) => {
      await gotoHydrated(page, dayPath(session));
      await pointAtBook(page);
      await expect(page.getByRole('button', { name: bookName(session) })).toHaveAccessibleDescription(
        '1 place left',
        placesArrive,
      );
      const dialog = await openBooking(page, session);
      await nameField(dialog).fill(`Racer ${index + 1}`);
      return dialog;
    }),
  );
  // Both press Book with the last place still free on their pages.
  await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Book my place' }).click()));

  const outcome = (dialog: Locator) =>
    dialog.getByText(/^You are booked: /).or(dialog.getByRole('alert').filter({ hasText: /\S/ }));
  await Promise.all(dialogs.map((dialog) => expect(outcome(dialog)).toBeVisible(bookingAnswers)));
  const won = await Promise.all(dialogs.map((dialog) => dialog.getByText(/^You are booked: /).isVisible()));
  expect(won.filter(Boolean)).toHaveLength(1);
  const loser = dialogs[won.indexOf(false)] as Locator;
  await expect(loser.getByRole('alert')).toHaveText('That place was just taken. You can join the waitlist instead.');
  // Nothing the loser typed or chose is lost: the same name, the same session, now its waitlist.
  await expect(nameField(loser)).toHaveValue(`Racer ${won.indexOf(false) + 1}`);
  await loser.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(loser.getByText(/^You are on the waitlist for /)).toBeFocused(bookingAnswers);

  const count = await readEmulatorDocument(countPath(session.sessionId));
  expect(count).toMatchObject({ booked: places });
  expect(count?.queue).toHaveLength(1);
  await Promise.all(members.map(({ context }) => context.close()));
});

test('a signed-out visitor’s Book goes through sign-in and comes back with the session chosen', async ({
  page,
}, testInfo) => {
  test.slow();
  const session = sessionFor(SLOTS.signedOut, testInfo);
  await seedCount(session, 0);
  const account = await createAccount(freshEmail('book-signed-out'));
  await gotoHydrated(page, dayPath(session));
  await pointAtBook(page);
  await page.getByRole('button', { name: bookName(session) }).click();

  await expect(page).toHaveURL(paths.signIn);
  const main = page.getByRole('main');
  await expect(main.getByText(/^Sign in to book /)).toContainText(session.slot.className);
  await main.getByLabel('E-mail address', { exact: true }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(dayPath(session));
  const dialog = page.getByRole('dialog', { name: `Book ${session.slot.className}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(spelledGymDate(session.date, 'en-GB'), { exact: false })).toBeVisible();
  await nameField(dialog).fill('Sami Returned');
  await dialog.getByRole('button', { name: 'Book my place' }).click();
  await expect(dialog.getByText(/^You are booked: /)).toBeFocused(bookingAnswers);
  expect(await readEmulatorDocument(countPath(session.sessionId))).toMatchObject({ booked: 1 });
  // A reload of the page does not open the booking again: the return was done once.
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

const LANGUAGES = [
  { code: 'en', book: /^Book /, places: /places? left|Full/ },
  { code: 'fr', book: /^Réserver /, places: /restantes?|Complet/ },
  { code: 'ar', book: /^احجز /, places: /بقي|مكتملة/ },
] as const;

for (const { code, book, places } of LANGUAGES) {
  test(`${code}: the Book controls and the booking dialog have no axe violations`, async ({ page }, testInfo) => {
    test.slow();
    const session = sessionFor(SLOTS.axe, testInfo);
    const account = await createAccount(freshEmail(`book-axe-${code}`));
    await signIn(page, account.email, account.password);
    await gotoHydrated(page, localizedPath(code, dayPath(session)));
    await pointAtBook(page, book);
    const bookButton = page.getByRole('button', { name: book }).first();
    await expect(bookButton).toHaveAccessibleDescription(places, placesArrive);
    await expectNoAxeViolations(page);

    await bookButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toBeVisible();
    await expectNoAxeViolations(page);
    // Keyboard: Escape closes it, and focus goes back to Book.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bookButton).toBeFocused();
  });
}
