/**
 * The member space end to end, in Chromium against the Auth emulator: saving classes from the
 * timetable and the classes page, My week at /account, its calendar file, and the account
 * settings, down to deleting the account. The users document is checked at the wire on every
 * commit, and against the real Firestore emulator where it runs (member-firestore.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { paths } from '../src/content/paths';
import { FIREBASE_REQUEST_TIMEOUT_MS } from '../src/firebase/with-timeout';
import { classSlotById } from '../src/timetable/class-slots';
import { orderFromToday } from '../src/timetable/next-class-date';
import { BAD_REQUEST_LOG, createAccount, emailCodesFor, freshEmail, TEST_PASSWORD } from './support/auth-emulator';
import { expectNoAxeViolations } from './support/axe';
import { FIRESTORE_UNREACHABLE_LOGS, watchFirestoreCommits } from './support/firestore-wire';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';
import { memberFirestore } from './support/member-firestore';

const NEW_PASSWORD = 'harbour-2026';

/** A wait on Firebase answers: as long as the site itself waits before giving up. */
const firebaseAnswer = { timeout: FIREBASE_REQUEST_TIMEOUT_MS };

const saved = {
  fitness: { id: 'monday-0900-fitness', save: 'Save Fitness, Monday 9:00am' },
  meditation: { id: 'friday-1600-meditation', save: 'Save Meditation, Friday 4:00pm' },
  powerLifting: { id: 'saturday-0900-power-lifting', save: 'Save Power Lifting, Saturday 9:00am' },
  boxing: { id: 'tuesday-0900-boxing', save: 'Save Boxing, Tuesday 9:00am' },
};

function main(page: Page) {
  return page.getByRole('main');
}

/** The saved-class notice at the foot of the screen (a polite status with a Close button). */
function notice(page: Page) {
  return page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Close this message' }) });
}

/** Closes the saved-class notice, so it covers nothing the test presses next. */
async function closeNotice(page: Page, text: string) {
  const shown = notice(page).filter({ hasText: text });
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Close this message' }).click();
  await expect(shown).toBeHidden();
}

async function fillAccountForm(page: Page, email: string, password: string) {
  await main(page).getByLabel('E-mail address', { exact: true }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
}

async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, paths.signIn);
  await fillAccountForm(page, email, password);
  await main(page).getByRole('button', { name: 'Sign in' }).click();
}

/** The saved-class ids a users document lists. */
function savedShowsOf(document: Record<string, unknown> | undefined): unknown {
  return document?.savedShows;
}

/** The class names My week shows, in order. */
function myWeekNames(page: Page) {
  return main(page).getByRole('region', { name: 'Your week at the gym' }).getByRole('listitem').getByRole('heading');
}

/** The names in the order My week must show them: soonest first from now, in Tunis time. */
function expectedOrder(ids: string[], now: Date): string[] {
  const slots = ids.map((id) => classSlotById(id)).filter((slot) => slot !== undefined);
  return orderFromToday(slots, now).map(({ slot }) => slot.className);
}

test.use({ viewport: viewports.desktop });

test('a member saves classes, keeps them in My week, exports them, changes the password and deletes the account', async ({
  page,
  consoleGuard,
}) => {
  // A whole member's life in one test: some thirty steps against three emulators.
  test.slow();
  // Signing in with the deleted account at the end is refused with a 400, as it should be.
  consoleGuard.allow(BAD_REQUEST_LOG);
  const firestore = await memberFirestore(page);
  const email = freshEmail('member-space');

  // Sign up: the spec's own users document is written first.
  await gotoHydrated(page, paths.signUp);
  await fillAccountForm(page, email, TEST_PASSWORD);
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/#home$/);
  const created = await firestore.commits.next();
  const userPath = created.writes[0]?.path ?? '';
  expect(userPath).toMatch(/^users\/\w+$/);
  expect(created.writes[0]?.fields).toEqual({ savedShows: [] });
  // Stored before the next page load, which would cancel a write still under way.
  await expect.poll(() => firestore.read(userPath), firebaseAnswer).toEqual({ savedShows: [] });

  // Two classes from the timetable…
  await gotoHydrated(page, paths.scheduleDay('monday'));
  const fitness = main(page).getByRole('button', { name: saved.fitness.save });
  await expect(fitness).toHaveAttribute('aria-pressed', 'false');
  await fitness.click();
  await expect(fitness).toHaveAttribute('aria-pressed', 'true');
  const firstSave = await firestore.commits.next();
  // Only the class pressed, added to what is stored: another tab's saves stay.
  expect(firstSave.writes).toEqual([
    {
      path: userPath,
      fields: {},
      serverValues: {},
      createOnly: false,
      updateOnly: true,
      arrayUnion: { savedShows: [saved.fitness.id] },
    },
  ]);
  expect(firstSave.authorization).toMatch(/^Bearer \S+$/);
  await closeNotice(page, 'Fitness, Monday 9:00am is saved in My week.');

  await gotoHydrated(page, paths.scheduleDay('friday'));
  const meditation = main(page).getByRole('button', { name: saved.meditation.save });
  // Keyboard works too.
  await meditation.focus();
  await page.keyboard.press('Enter');
  await expect(meditation).toHaveAttribute('aria-pressed', 'true');
  await firestore.commits.next();
  await closeNotice(page, 'Meditation, Friday 4:00pm is saved in My week.');

  // …and one from the classes page.
  await gotoHydrated(page, paths.classes);
  const powerLifting = main(page).getByRole('button', { name: saved.powerLifting.save });
  await powerLifting.click();
  await expect(powerLifting).toHaveAttribute('aria-pressed', 'true');
  const thirdSave = await firestore.commits.next();
  const threeIds = [saved.fitness.id, saved.meditation.id, saved.powerLifting.id];
  expect(thirdSave.writes[0]?.arrayUnion).toEqual({ savedShows: [saved.powerLifting.id] });
  await expect.poll(async () => savedShowsOf(await firestore.read(userPath)), firebaseAnswer).toEqual(threeIds);

  // My week, from the account menu: all three, soonest first.
  await expect(notice(page).getByRole('link', { name: 'See My week' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: `Account: signed in as ${email}` })
    .click();
  const before = new Date();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My week', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Week');
  await expect(myWeekNames(page)).toHaveCount(3);
  const shown = await myWeekNames(page).allTextContents();
  expect([expectedOrder(threeIds, before), expectedOrder(threeIds, new Date())]).toContainEqual(shown);
  await expect(main(page).getByText(/^next: \w+day \d{1,2} \w+, \d{1,2}:\d{2}$/)).toHaveCount(3);
  await expectNoAxeViolations(page);

  // A reload reads them back.
  await page.reload();
  await expect(myWeekNames(page)).toHaveCount(3);

  // Remove one: gone at once, and from the document.
  await main(page).getByRole('button', { name: 'Remove: Meditation, Friday 4:00pm' }).click();
  await expect(myWeekNames(page)).toHaveCount(2);
  const removal = await firestore.commits.next();
  expect(removal.writes[0]?.arrayRemove).toEqual({ savedShows: [saved.meditation.id] });
  await expect
    .poll(async () => savedShowsOf(await firestore.read(userPath)), firebaseAnswer)
    .toEqual([saved.fitness.id, saved.powerLifting.id]);
  await expect(page.getByRole('status').filter({ hasText: 'no longer in My week' })).toBeVisible();
  await page.getByRole('button', { name: 'Close this message' }).click();

  // The week as a calendar file that a real parser reads: two weekly classes in Tunis time.
  const download = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Add my whole week to a calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('rivage-gym-my-week.ics');
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await file.path()) ?? '', 'utf8')));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events.map((event) => event.getFirstPropertyValue('summary')).sort()).toEqual([
    'Fitness at Rivage Gym',
    'Power Lifting at Rivage Gym',
  ]);
  for (const event of events) {
    expect(String(event.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY/);
    expect(event.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Africa/Tunis');
  }
  expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Africa/Tunis');

  // Change the password (the current one is checked first), then sign out and in with the new one.
  const settings = main(page).getByRole('region', { name: 'Account settings' });
  await settings.getByLabel('Current password', { exact: true }).fill(TEST_PASSWORD);
  await settings.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await settings.getByRole('button', { name: 'Change password' }).click();
  await expect(settings.getByText('Your password has been changed.')).toBeVisible(firebaseAnswer);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: `Account: signed in as ${email}` })
    .click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(main(page).getByText(/Sign in to see the classes you saved/)).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(`${new URL(page.url()).origin}/`);

  // Delete the account: a deliberate confirmation, then the document and the account go.
  await gotoHydrated(page, paths.account);
  await expect(myWeekNames(page)).toHaveCount(2);
  await settings.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await settings.getByLabel('Your password', { exact: true }).fill(NEW_PASSWORD);
  await settings.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(
    main(page).getByText('Your account has been deleted, with your bookings and the classes you saved.'),
  ).toBeVisible(firebaseAnswer);
  const deletion = await firestore.commits.next();
  expect(deletion.writes).toEqual([{ path: userPath, fields: {}, serverValues: {}, createOnly: false, deleted: true }]);
  await expect.poll(() => firestore.read(userPath), firebaseAnswer).toBeUndefined();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up or sign in' }),
  ).toBeVisible();

  // The account is gone: signing in with it fails.
  await signIn(page, email, NEW_PASSWORD);
  await expect(main(page).getByRole('alert')).toHaveText('Wrong email or password');
});

test('a signed-out Save leads to sign in and back to the same page, with the class saved', async ({ page }) => {
  const account = await createAccount(freshEmail('save-first'));
  const firestore = await memberFirestore(page);
  await gotoHydrated(page, paths.scheduleDay('tuesday'));
  await main(page).getByRole('button', { name: saved.boxing.save }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  expect(new URL(page.url()).search).toBe('');
  await expect(
    main(page).getByText('Sign in to save Boxing, Tuesday 9:00am to My week.', { exact: false }),
  ).toBeVisible();
  await fillAccountForm(page, account.email, account.password);
  await main(page).getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/schedule\/tuesday$/);
  await expect(main(page).getByRole('button', { name: saved.boxing.save })).toHaveAttribute('aria-pressed', 'true');
  // An account without a users document (made outside the site) gets one, within the rules.
  const path = `users/${account.uid}`;
  await expect.poll(async () => savedShowsOf(await firestore.read(path)), firebaseAnswer).toEqual([saved.boxing.id]);
  await expect(notice(page).filter({ hasText: 'Boxing, Tuesday 9:00am is saved in My week.' })).toBeVisible();

  // A reload reads it back, saved.
  await page.reload();
  await expect(main(page).getByRole('button', { name: saved.boxing.save })).toHaveAttribute('aria-pressed', 'true');
});

test('a save that cannot be written goes back to not saved and says why', async ({ page, consoleGuard }) => {
  for (const log of FIRESTORE_UNREACHABLE_LOGS) consoleGuard.allow(log);
  const account = await createAccount(freshEmail('save-offline'));
  await memberFirestore(page);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(`${new URL(page.url()).origin}/`);
  await gotoHydrated(page, paths.scheduleDay('monday'));
  // Reads still answer; writes now fail like a dead network (the later route comes first).
  await watchFirestoreCommits(page, 'unreachable');
  const fitness = main(page).getByRole('button', { name: saved.fitness.save });
  await fitness.click();
  await expect(page.getByRole('alert')).toContainText(
    'Fitness, Monday 9:00am was not saved: we could not reach our server.',
  );
  await expect(fitness).toHaveAttribute('aria-pressed', 'false');
});

test('account settings: a wrong current password is told on its field and nothing typed is lost; a verification e-mail is sent', async ({
  page,
  consoleGuard,
}) => {
  // The refused re-authentication answers 400, as it should.
  consoleGuard.allow(BAD_REQUEST_LOG);
  const account = await createAccount(freshEmail('settings'));
  await memberFirestore(page);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(`${new URL(page.url()).origin}/`);
  await gotoHydrated(page, paths.account);
  const settings = main(page).getByRole('region', { name: 'Account settings' });

  const current = settings.getByLabel('Current password', { exact: true });
  const next = settings.getByLabel('New password', { exact: true });
  await current.fill('not-my-password');
  await next.fill(NEW_PASSWORD);
  await settings.getByRole('button', { name: 'Change password' }).click();
  await expect(settings.getByText('That is not your current password.', { exact: false })).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveValue('not-my-password');
  await expect(next).toHaveValue(NEW_PASSWORD);

  await expect(settings.getByText('Your e-mail address is not verified yet.')).toBeVisible();
  await settings.getByRole('button', { name: 'Send verification e-mail' }).click();
  await expect(settings.getByText(`We sent a verification link to ${account.email}.`, { exact: false })).toBeVisible();
  await expect.poll(async () => (await emailCodesFor(account.email, 'VERIFY_EMAIL')).length).toBe(1);
  await expectNoAxeViolations(page);
});

test('My week signed out: no Firebase download, says why, and signing in from it comes back to it', async ({
  page,
}) => {
  const account = await createAccount(freshEmail('my-week-signed-out'));
  await memberFirestore(page);
  const firebaseFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/sdk-(auth|firestore)-/.test(request.url())) firebaseFiles.push(request.url());
  });
  await gotoHydrated(page, paths.account);
  await expect(main(page).getByText(/Sign in to see the classes you saved/)).toBeVisible();
  expect(firebaseFiles).toEqual([]);
  await expectNoAxeViolations(page);

  await main(page).getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await fillAccountForm(page, account.email, account.password);
  await main(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(main(page).getByRole('link', { name: 'Open the timetable' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Account settings' })).toBeVisible();
});
