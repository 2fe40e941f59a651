/**
 * The desk's timetable changes, in Chromium against the Auth and Firestore
 * emulators: a staff account made with the project's own script cancels Friday's Karate for the
 * next Friday, sees it listed (and after a reload, read back from Firestore), sees the trial
 * booked for that session marked with a message to the visitor, edits the change into a
 * substitute and then a move (its creation time kept), and withdraws it; axe finds nothing on
 * the section in each language. Every test removes what it stored, so no other spec sees a
 * change (the public pages' own spec is another engineer's).
 */
import type { Page } from '@playwright/test';
import { emulatorPorts, LOCAL_HOST } from '../scripts/lib/local-emulators';
import { deskChanges as arabic } from '../src/content/ar/desk-changes';
import { deskChanges as english } from '../src/content/desk-changes';
import { deskChanges as french } from '../src/content/fr/desk-changes';
import { paths } from '../src/content/paths';
import { formatChangeDate } from '../src/desk/describe-change';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import {
  TIMETABLE_CHANGE_AUTHORS_COLLECTION,
  TIMETABLE_CHANGES_COLLECTION,
} from '../src/firebase/timetable-changes-query';
import { locales, localizedPath } from '../src/i18n/locales';
import { addGymDays, gymDateOf, gymInstant, weekdayOfGymDate } from '../src/timetable/gym-date';
import { expectNoAxeViolations } from './support/axe';
import { waitForSettledDesk } from './support/desk';
import { FIRESTORE_ANSWER } from './support/firestore-answer';
import { expect, gotoHydrated, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { createStaffAccount } from './support/staff-script';

const DOCUMENTS = `http://${LOCAL_HOST}:${emulatorPorts().firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const LEADS = `projects/${DEMO_PROJECT_ID}/databases/(default)/documents/leads`;
// The emulator's owner token: reads and writes past the rules, as checking and cleaning up need.
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

interface StoredDocument {
  name: string;
  fields: Record<string, Record<string, unknown>>;
}

/** Every stored document of a collection, read past the rules. */
async function storedDocuments(collectionId: string): Promise<StoredDocument[]> {
  const response = await fetch(`${DOCUMENTS}/${collectionId}?pageSize=300`, { headers: OWNER });
  if (!response.ok) throw new Error(`Listing ${collectionId} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { documents?: StoredDocument[] }).documents ?? [];
}

const stringField = (document: StoredDocument, field: string) => document.fields[field]?.stringValue;
const idOf = (document: StoredDocument) => document.name.split('/').pop();

/** The author records naming a staff account (its uid is `by`), which only staff may read. */
async function authorRecordsOf(uid: string) {
  return (await storedDocuments(TIMETABLE_CHANGE_AUTHORS_COLLECTION)).filter(
    (document) => stringField(document, 'by') === uid,
  );
}

/** The changes a staff account wrote, by their author records. */
async function changesBy(uid: string) {
  const ids = new Set((await authorRecordsOf(uid)).map(idOf));
  return (await storedDocuments(TIMETABLE_CHANGES_COLLECTION)).filter((document) => ids.has(idOf(document)));
}

async function commitAsOwner(writes: Record<string, unknown>[]) {
  if (writes.length === 0) return;
  const response = await fetch(`${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Writing past the rules failed: ${response.status} ${await response.text()}`);
}

/** Removes what a test stored: its account's changes, and the leads it seeded. */
async function cleanUp(uid: string, leadNames: readonly string[] = []) {
  const changes = await changesBy(uid);
  await commitAsOwner([
    ...changes.map(({ name }) => ({ delete: name })),
    ...(await authorRecordsOf(uid)).map(({ name }) => ({ delete: name })),
    ...leadNames.map((name) => ({ delete: name })),
  ]);
}

/** A new account made staff by `npm run staff -- add`, signed in on this page (a fresh token with the claim). */
async function signInAsNewStaff(page: Page) {
  const account = await createStaffAccount('changes');
  await signIn(page, account.email, account.password);
  return account;
}

/**
 * A Friday after today at the gym, a week further on for each repeat of a test: repeats run side
 * by side (two workers), and two of them cancelling the same session would list it twice. The
 * public pages' specs cancel the next Friday's Karate meanwhile, so this one starts three weeks on.
 * The form offers a class's next SLOT_DATE_CHOICES dates only (src/desk/change-form-rules.ts):
 * `weeksLater` up to 6 is among them whatever the weekday today.
 */
function nextFriday(weeksLater: number) {
  let date = addGymDays(gymDateOf(new Date()), 1);
  while (weekdayOfGymDate(date) !== 'friday') date = addGymDays(date, 1);
  return addGymDays(date, 7 * weeksLater);
}

/** A trial request for Friday's Karate on `date`, from a French visitor on WhatsApp, stored past the rules. */
async function seedKarateTrial(name: string, date: string): Promise<string> {
  const documentName = `${LEADS}/${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const fields = {
    kind: { stringValue: 'trial' },
    name: { stringValue: name },
    phone: { stringValue: '+21620123456' },
    whatsapp: { booleanValue: true },
    email: { stringValue: '' },
    class: { stringValue: 'Karate' },
    slotId: { stringValue: 'friday-2200-karate' },
    sessionId: { stringValue: `friday-2200-karate_${date}` },
    sessionStart: { timestampValue: gymInstant(date, { hour: 22, minute: 0 }).toISOString() },
    locale: { stringValue: 'fr' },
    status: { stringValue: 'new' },
    createdAt: { timestampValue: new Date().toISOString() },
    expireAt: { timestampValue: new Date(Date.now() + 300 * 86_400_000).toISOString() },
  };
  await commitAsOwner([{ update: { name: documentName, fields } }]);
  return documentName;
}

const section = (page: Page, words = english) => page.getByRole('region', { name: words.heading });
const changeForm = (page: Page, words = english) =>
  section(page, words).getByRole('form', { name: new RegExp(`${words.form.newHeading}|${words.form.editHeading}`) });

test('staff cancel Friday’s Karate, see it and the trial it touches, edit it into a substitute and a move, and withdraw it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Every fourth repeat takes the same Friday again, long after the earlier one withdrew its change.
  const friday = nextFriday(3 + (test.info().repeatEachIndex % 4));
  const day = formatChangeDate(friday, locales.en.intlLocale);
  const visitor = `Amira ${Date.now().toString(36)}`;
  const trial = await seedKarateTrial(visitor, friday);
  const staff = await signInAsNewStaff(page);
  try {
    await gotoHydrated(page, paths.desk);
    const form = changeForm(page);
    // Listed once read (other specs' changes may be listed beside this test's).
    await expect(section(page).getByRole('heading', { name: english.list.heading })).toBeVisible(FIRESTORE_ANSWER);
    await waitForSettledDesk(page);

    await form.getByRole('combobox', { name: 'Class' }).selectOption('friday-2200-karate');
    await form.getByRole('combobox', { name: 'Date' }).selectOption(friday);
    await form.getByRole('textbox', { name: english.form.note }).fill('Coach ill');
    await form.getByRole('button', { name: english.form.post }).click();
    await expect(form.getByText(english.form.posted)).toBeVisible(FIRESTORE_ANSWER);

    const cancelled = `Karate at 22:00 on ${day} is cancelled.`;
    await expect(section(page).getByRole('article', { name: cancelled })).toBeVisible();
    // The trial booked for that session is marked at once, with a message in the visitor's French.
    const lead = page.getByRole('article', { name: visitor });
    await expect(lead.getByText(english.flags.cancelled)).toBeVisible(FIRESTORE_ANSWER);
    const tell = lead.getByRole('link', { name: english.flags.tellThem.whatsApp });
    expect(decodeURIComponent((await tell.getAttribute('href')) ?? '')).toContain(
      `Bonjour ${visitor}, ici Rivage Gym. Nous sommes désolés : le cours de Karaté du`,
    );

    const [stored] = await changesBy(staff.uid);
    if (!stored) throw new Error('The change was not stored');
    // What every visitor may read names nobody; who posted it is in the staff-only record.
    expect(Object.keys(stored.fields).sort()).toEqual(
      ['createdAt', 'date', 'endsAt', 'kind', 'note', 'slotId', 'updatedAt'].sort(),
    );
    const createdAt = stored.fields.createdAt?.timestampValue;

    // Read back from Firestore: a reload lists it, and marks the trial again.
    await page.reload();
    const item = section(page).getByRole('article', { name: cancelled });
    await expect(item).toBeVisible(FIRESTORE_ANSWER);
    await expect(item.getByText('Coach ill')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('article', { name: visitor }).getByText(english.flags.cancelled)).toBeVisible(
      FIRESTORE_ANSWER,
    );
    await waitForSettledDesk(page);

    await item.getByRole('button', { name: english.list.edit }).click();
    await expect(section(page).getByRole('heading', { name: english.form.editHeading })).toBeFocused();
    await form.getByRole('radio', { name: english.kinds.substitute }).check();
    await form.getByRole('combobox', { name: english.form.trainer }).selectOption({ label: 'Salma Ben Amor' });
    await form.getByRole('button', { name: english.form.save }).click();
    const substitute = `Karate at 22:00 on ${day} is taught by Salma Ben Amor.`;
    await expect(section(page).getByText(substitute)).toBeFocused(FIRESTORE_ANSWER);
    await expect(section(page).getByRole('article', { name: cancelled })).toHaveCount(0);
    // No longer cancelled: the trial's mark goes.
    await expect(page.getByRole('article', { name: visitor }).getByText(english.flags.cancelled)).toHaveCount(0);

    await section(page)
      .getByRole('article', { name: substitute })
      .getByRole('button', { name: english.list.edit })
      .click();
    await form.getByRole('radio', { name: english.kinds.moved }).check();
    await form.getByLabel(english.form.start).fill('19:00');
    await form.getByLabel(english.form.end).fill('20:00');
    await form.getByRole('button', { name: english.form.save }).click();
    const moved = `Karate at 22:00 on ${day} moves to 19:00–20:00.`;
    await expect(section(page).getByText(moved)).toBeFocused(FIRESTORE_ANSWER);

    const [edited] = await changesBy(staff.uid);
    expect(edited?.fields.createdAt?.timestampValue).toBe(createdAt);
    expect(Object.keys(edited?.fields ?? {}).sort()).toEqual(
      ['createdAt', 'date', 'end', 'endsAt', 'kind', 'note', 'slotId', 'start', 'updatedAt'].sort(),
    );

    await page.reload();
    const movedItem = section(page).getByRole('article', { name: moved });
    await expect(movedItem).toBeVisible(FIRESTORE_ANSWER);
    await waitForSettledDesk(page);
    await movedItem.getByRole('button', { name: english.list.withdraw }).click();
    await movedItem.getByRole('button', { name: english.list.confirmWithdraw }).click();
    await expect(movedItem).toHaveCount(0, FIRESTORE_ANSWER);
    await expect(section(page).getByText(`Withdrawn: ${moved}`)).toBeAttached();
    expect(await changesBy(staff.uid)).toEqual([]);
    expect(await authorRecordsOf(staff.uid)).toEqual([]);
    await page.reload();
    await expect(section(page).getByRole('heading', { name: english.list.heading })).toBeVisible();
    await expect(page.getByRole('article', { name: visitor })).toBeVisible(FIRESTORE_ANSWER);
    await expect(section(page).getByRole('article', { name: moved })).toHaveCount(0);
  } finally {
    await cleanUp(staff.uid, [trial]);
  }
});

for (const [code, words] of [
  ['en', english],
  ['fr', french],
  ['ar', arabic],
] as const) {
  test(`axe finds nothing on the timetable changes, with a change listed and the form’s messages shown (${code})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const staff = await signInAsNewStaff(page);
    try {
      await gotoHydrated(page, localizedPath(code, paths.desk));
      const form = changeForm(page, words);
      await expect(section(page, words).getByRole('heading', { name: words.list.heading })).toBeVisible(
        FIRESTORE_ANSWER,
      );
      await waitForSettledDesk(page, code);
      // Special hours on a day no other test uses: a change of its own to list.
      const date = addGymDays(
        gymDateOf(new Date()),
        60 + test.info().repeatEachIndex * 3 + ['en', 'fr', 'ar'].indexOf(code),
      );
      await form.getByRole('radio', { name: words.kinds.hours }).check();
      await form.getByLabel(words.form.from).fill(date);
      await form.getByLabel(words.form.to).fill(date);
      await form.getByRole('radio', { name: words.form.otherHours }).check();
      await form.getByLabel(words.form.opensAt).fill('10:00');
      await form.getByLabel(words.form.closesAt).fill('14:00');
      await form.getByRole('textbox', { name: words.form.note }).fill(code === 'ar' ? 'عيد مبارك' : 'Aïd');
      await form.getByRole('button', { name: words.form.post }).click();
      await expect(form.getByText(words.form.posted)).toBeVisible(FIRESTORE_ANSWER);
      await expect(section(page, words).getByRole('article').first()).toBeVisible();
      // The messages a wrong form shows.
      await form.getByRole('radio', { name: words.kinds.cancelled }).check();
      await form.getByRole('button', { name: words.form.post }).click();
      await expect(form.getByText(words.form.invalid)).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await cleanUp(staff.uid);
    }
  });
}
