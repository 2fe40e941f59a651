/**
 * One member in two tabs (or on a phone and a laptop), in Chromium against the Auth emulator and
 * the real Firestore emulator (or the wire, shared by both tabs, where it cannot run): a save
 * adds its class to the stored list instead of replacing the list, and each tab shows what the
 * other saved or removed.
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { FIREBASE_REQUEST_TIMEOUT_MS } from '../src/firebase/with-timeout';
import { createAccount, freshEmail } from './support/auth-emulator';
import { nextDocumentRead, watchFirestoreCommits } from './support/firestore-wire';
import { expect, gotoHydrated, test } from './support/fixtures';
import { type MemberFirestore, memberFirestore } from './support/member-firestore';

/** A wait on Firebase answers: as long as the site itself waits before giving up. */
const firebaseAnswer = { timeout: FIREBASE_REQUEST_TIMEOUT_MS };

const fitness = { id: 'monday-0900-fitness', save: 'Save Fitness, Monday 9:00am', name: 'Fitness, Monday 9:00am' };
const running = { id: 'monday-1600-running', save: 'Save Running, Monday 4:00pm', name: 'Running, Monday 4:00pm' };

function saveButton(page: Page, slot: { save: string }) {
  return page.getByRole('main').getByRole('button', { name: slot.save });
}

/** Waits until the saved-class notice says the save is written. */
async function expectSavedNotice(page: Page, slot: { name: string }) {
  await expect(page.getByRole('status').filter({ hasText: `${slot.name} is saved in My week.` })).toBeVisible(
    firebaseAnswer,
  );
}

/** Opens Monday's timetable and waits until the member's saved classes have been read. */
async function openMonday(page: Page) {
  const read = nextDocumentRead(page);
  await gotoHydrated(page, paths.scheduleDay('monday'));
  await read;
}

/** A member signed in on the site, with (`hasRecord`) or without the users document sign-up writes. */
async function signedInMember(page: Page, { hasRecord }: { hasRecord: boolean }) {
  const account = await createAccount(freshEmail('two-tabs'));
  const firestore = await memberFirestore(page);
  const path = `users/${account.uid}`;
  // Accounts made through the emulator have no users document; sign-up would have written this.
  if (hasRecord) await firestore.write(path, { savedShows: [] });
  await gotoHydrated(page, paths.signIn);
  await page.getByRole('main').getByLabel('E-mail address', { exact: true }).fill(account.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${new URL(page.url()).origin}/`);
  return { firestore, path };
}

/** A signed-in member in two tabs of one browser, both on Monday's timetable with the list read. */
async function memberInTwoTabs(page: Page, { hasRecord }: { hasRecord: boolean }) {
  const { firestore, path } = await signedInMember(page, { hasRecord });
  // The second tab shares the first one's session, as a browser's tabs do.
  const other = await page.context().newPage();
  await memberFirestore(other, firestore);
  await openMonday(page);
  await openMonday(other);
  return { firestore, other, path };
}

/**
 * Hides or shows the tab as the browser does when the member switches tabs or apps. Headless
 * Chromium keeps every tab visible, so the test plays the browser's part.
 */
async function setVisibility(page: Page, state: DocumentVisibilityState) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Both tabs, reloaded, show both classes saved; so does the stored document. */
async function expectBothSavedEverywhere(tabs: Page[], firestore: MemberFirestore, path: string) {
  for (const tab of tabs) {
    await tab.reload();
    await tab.locator('html[data-hydrated="true"]').waitFor();
    await expect(saveButton(tab, fitness)).toHaveAttribute('aria-pressed', 'true', firebaseAnswer);
    await expect(saveButton(tab, running)).toHaveAttribute('aria-pressed', 'true', firebaseAnswer);
  }
  const stored = (await firestore.read(path))?.savedShows;
  expect(Array.isArray(stored) ? [...stored].sort() : stored).toEqual([fitness.id, running.id]);
}

for (const hasRecord of [true, false]) {
  const member = hasRecord ? 'a member' : 'a member without a users document yet';
  test(`two tabs of ${member} save different classes at the same time: after a reload both are saved, in both tabs`, async ({
    page,
  }) => {
    const { firestore, other, path } = await memberInTwoTabs(page, { hasRecord });

    await Promise.all([saveButton(page, fitness).click(), saveButton(other, running).click()]);
    await expect(saveButton(page, fitness)).toHaveAttribute('aria-pressed', 'true');
    await expect(saveButton(other, running)).toHaveAttribute('aria-pressed', 'true');
    // Written (and told) in each tab before it reloads: a reload would cancel a write under way.
    await expectSavedNotice(page, fitness);
    await expectSavedNotice(other, running);

    await expectBothSavedEverywhere([page, other], firestore, path);
  });
}

test('a tab shows what another tab of the member saved or removed, without a reload', async ({ page }) => {
  const { other } = await memberInTwoTabs(page, { hasRecord: true });

  await saveButton(page, fitness).click();
  await expectSavedNotice(page, fitness);
  await expect(saveButton(other, fitness)).toHaveAttribute('aria-pressed', 'true', firebaseAnswer);

  await saveButton(other, fitness).click();
  await expect(other.getByRole('status').filter({ hasText: `${fitness.name} is no longer in My week.` })).toBeVisible(
    firebaseAnswer,
  );
  await expect(saveButton(page, fitness)).toHaveAttribute('aria-pressed', 'false', firebaseAnswer);
});

test('a tab shown again shows what the member saved on another device while it was hidden', async ({ page }) => {
  const { firestore, path } = await signedInMember(page, { hasRecord: true });
  await openMonday(page);
  await setVisibility(page, 'hidden');
  // The member's phone saves Fitness meanwhile.
  await firestore.write(path, { savedShows: [fitness.id] });
  await setVisibility(page, 'visible');
  await expect(saveButton(page, fitness)).toHaveAttribute('aria-pressed', 'true', firebaseAnswer);
});

test('closing the tab while a save is being written asks first; once it is written, it does not', async ({ page }) => {
  const { firestore } = await signedInMember(page, { hasRecord: true });
  await openMonday(page);
  // The first save gets no answer (the later route comes first): it is still being written.
  const stalled = await watchFirestoreCommits(page, 'never');
  await saveButton(page, fitness).click();
  await stalled.next();
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  // A second tab, whose save is written and told: it closes without a word.
  const other = await page.context().newPage();
  await memberFirestore(other, firestore);
  await openMonday(other);
  await saveButton(other, running).click();
  await expectSavedNotice(other, running);
  const closed = other.waitForEvent('close');
  await other.close({ runBeforeUnload: true });
  await closed;
});
