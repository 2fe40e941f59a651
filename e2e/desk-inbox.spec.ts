/**
 * The front desk's inbox, in Chromium against the Auth and Firestore emulators: a staff account
 * made with the project's own script sees an enquiry a visitor sends through /contact, replies
 * to a trial request by a WhatsApp link in the visitor's language, marks it contacted (still
 * contacted after a reload) and deletes a lead; with 2,000 leads stored, the first page still
 * comes from one bounded query; axe finds nothing on the settled desk in each language.
 * Trial leads are seeded directly (rules-bypassing), in the shape DESIGN-LEADS.md gives them.
 */
import type { Page, Request } from '@playwright/test';
import { emulatorPorts, LOCAL_HOST } from '../scripts/lib/local-emulators';
import { DEMO_STAFF_ACCOUNT } from '../scripts/lib/staff-roles';
import { paths } from '../src/content/paths';
import { LEADS_PAGE_SIZE } from '../src/firebase/desk-lead-queries';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import { FIREBASE_REQUEST_TIMEOUT_MS } from '../src/firebase/with-timeout';
import { localizedPath } from '../src/i18n/locales';
import { expectNoAxeViolations } from './support/axe';
import { waitForSettledDesk } from './support/desk';
import { FIRESTORE_ANSWER } from './support/firestore-answer';
import { expect, gotoHydrated, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { createStaffAccount } from './support/staff-script';

const FIRESTORE = `http://${LOCAL_HOST}:${emulatorPorts().firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const LEADS = `projects/${DEMO_PROJECT_ID}/databases/(default)/documents/leads`;
// The emulator's owner token: writes past the rules, as seeding needs.
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

// Tuesday 16 March 2027, 09:00 in Tunis: the timetable's Tuesday 9:00am Boxing.
const SESSION_START = '2027-03-16T08:00:00Z';

/** Whether the Firestore emulator answers; generous, as a loaded machine answers slowly. */
async function firestoreAnswers(): Promise<boolean> {
  try {
    await fetch(`http://${LOCAL_HOST}:${emulatorPorts().firestore}/`, { signal: AbortSignal.timeout(15_000) });
    return true;
  } catch {
    return false;
  }
}

// The desk reads Firestore, so these tests need its emulator: say so plainly rather than skip.
test.beforeEach(async () => {
  expect(await firestoreAnswers(), 'the Firestore emulator is not running (it needs Java 21: TOOLCHAIN.md)').toBe(true);
});

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const randomId = () =>
  Array.from({ length: 20 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

type Fields = Record<string, Record<string, unknown>>;
const str = (value: string) => ({ stringValue: value });
const time = (iso: string) => ({ timestampValue: iso });

function trialFields(name: string, createdAt = new Date().toISOString()): Fields {
  return {
    kind: str('trial'),
    name: str(name),
    phone: str('+21620123456'),
    whatsapp: { booleanValue: true },
    email: str(''),
    class: str('Boxing'),
    slotId: str('tuesday-0900-boxing'),
    sessionId: str('tuesday-0900-boxing_2027-03-16'),
    sessionStart: time(SESSION_START),
    locale: str('fr'),
    status: str('new'),
    createdAt: time(createdAt),
    expireAt: time(new Date(Date.now() + 300 * 86_400_000).toISOString()),
  };
}

/** Commits writes past the rules, in batches of 500 (Firestore's largest commit). */
async function commitAsOwner(writes: Record<string, unknown>[]) {
  for (let start = 0; start < writes.length; start += 500) {
    const response = await fetch(`${FIRESTORE}:commit`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ writes: writes.slice(start, start + 500) }),
    });
    if (!response.ok) throw new Error(`Writing leads failed: ${response.status} ${await response.text()}`);
  }
}

/** Stores leads as they are, past the rules; returns their document names. */
async function seedLeads(leads: Fields[]): Promise<string[]> {
  const names = leads.map(() => `${LEADS}/${randomId()}`);
  await commitAsOwner(leads.map((fields, index) => ({ update: { name: names[index], fields } })));
  return names;
}

async function removeLeads(names: string[]) {
  await commitAsOwner(names.map((name) => ({ delete: name })));
}

/** A new account, made staff by `npm run staff -- add`, signed in on this page (a fresh token with the claim). */
async function signInAsNewStaff(page: Page) {
  const account = await createStaffAccount('desk');
  await signIn(page, account.email, account.password);
}

const lead = (page: Page, name: string) => page.getByRole('article', { name });

test('staff see a visitor’s enquiry, reply to a trial by WhatsApp, mark it contacted and delete a lead', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const visitor = unique('Salma');
  await gotoHydrated(page, paths.contact);
  await page.getByRole('textbox', { name: 'Full name' }).fill(visitor);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('salma@example.tn');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('Yoga');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Do you have mornings?');
  await page.getByRole('button', { name: 'submit now' }).click();
  // The form answers within its own bound (sign-in, quota read and commit on a loaded emulator).
  await expect(page.getByRole('heading', { name: /thank you/i })).toBeVisible({
    timeout: FIREBASE_REQUEST_TIMEOUT_MS + 5_000,
  });

  const trialName = unique('Amira');
  await seedLeads([trialFields(trialName)]);
  await signInAsNewStaff(page);
  await gotoHydrated(page, paths.desk);

  const enquiry = lead(page, visitor);
  await expect(enquiry).toBeVisible(FIRESTORE_ANSWER);
  await waitForSettledDesk(page);
  await expect(enquiry.getByText('Do you have mornings?')).toBeVisible();
  await expect(enquiry.getByText('English', { exact: true })).toBeVisible();
  await expect(enquiry.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    /^mailto:salma@example\.tn\?subject=Your%20message%20to%20Rivage%20Gym&body=Hello%20Salma/,
  );

  const trial = lead(page, trialName);
  await expect(trial.getByText('Tuesday 16 March, 09:00–10:00')).toBeVisible();
  const message = `Bonjour ${trialName}, ici Rivage Gym. Nous avons bien reçu votre demande de cours d’essai gratuit de Boxe le mardi 16 mars, 09:00. Pouvez-vous confirmer votre venue ?`;
  await expect(trial.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/21620123456?text=${encodeURIComponent(message)}`,
  );
  await expect(trial.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+21620123456');

  await trial.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await trial.getByRole('textbox', { name: 'Note' }).fill('Called, coming Tuesday');
  await trial.getByRole('button', { name: 'Save' }).click();
  await expect(trial.getByText('Saved.')).toBeVisible(FIRESTORE_ANSWER);
  await page.reload();
  await expect(lead(page, trialName).getByRole('combobox', { name: 'Status' })).toHaveValue(
    'contacted',
    FIRESTORE_ANSWER,
  );
  await expect(lead(page, trialName).getByRole('textbox', { name: 'Note' })).toHaveValue('Called, coming Tuesday');
  await waitForSettledDesk(page);

  await lead(page, visitor).getByRole('button', { name: 'Delete' }).click();
  await lead(page, visitor).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(lead(page, visitor)).toHaveCount(0, FIRESTORE_ANSWER);
  await expect(page.getByText(`${visitor}’s request was deleted.`)).toBeAttached();
  await page.reload();
  await expect(lead(page, trialName)).toBeVisible(FIRESTORE_ANSWER);
  await expect(lead(page, visitor)).toHaveCount(0);
});

test('with 2,000 leads stored, the first page is one bounded query and shows 20', async ({ page }) => {
  test.setTimeout(120_000);
  // Older than anything the other tests add, so they stay on top of the list.
  const since = Date.parse('2026-01-01T00:00:00Z');
  const seededNames = await seedLeads(
    Array.from({ length: 2000 }, (_, index) =>
      trialFields(`Seeded ${index}`, new Date(since + index * 60_000).toISOString()),
    ),
  );
  // Gone again afterwards: every count the desk makes scans each stored lead on the emulator, so
  // thousands left behind would slow every later desk test (and each repeat would add 2,000).
  try {
    await expectFirstPageBounded(page);
  } finally {
    await removeLeads(seededNames);
  }
});

async function expectFirstPageBounded(page: Page) {
  await signInAsNewStaff(page);

  const queries: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/documents:runQuery')) queries.push(request);
  });
  const started = Date.now();
  await page.goto(paths.desk);
  await expect(page.getByRole('article')).toHaveCount(LEADS_PAGE_SIZE, FIRESTORE_ANSWER);
  const elapsed = Date.now() - started;
  await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
  console.log(`Desk: first inbox page (${LEADS_PAGE_SIZE} of 2,000+ leads) shown ${elapsed} ms after navigation`);

  // The overview beside the inbox runs its own query (today's and tomorrow's trials): the list's
  // is the one ordered newest first, and there is exactly one of it, with the page's limit.
  type StructuredQuery = { limit: number | { value: number }; orderBy?: { field: { fieldPath: string } }[] };
  const listQueries = queries
    .map((request) => (request.postDataJSON() as { structuredQuery: StructuredQuery }).structuredQuery)
    .filter((query) => query.orderBy?.[0]?.field.fieldPath === 'createdAt');
  expect(listQueries).toHaveLength(1);
  const [structuredQuery] = listQueries;
  if (!structuredQuery) throw new Error('No runQuery request for the list was recorded');
  const limit = typeof structuredQuery.limit === 'number' ? structuredQuery.limit : structuredQuery.limit.value;
  expect(limit).toBe(LEADS_PAGE_SIZE + 1);
  // Newest first; the SDK adds the document name as the tie-breaker the cursor needs.
  expect(structuredQuery.orderBy).toEqual([
    { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
    { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
  ]);
}

for (const code of ['en', 'fr', 'ar'] as const) {
  test(`axe finds nothing on the settled staff desk (${code})`, async ({ page }) => {
    test.setTimeout(120_000);
    await seedLeads([trialFields(unique('Axe'))]);
    // The demo staff account `npm start` makes with the staff script: no second script run here.
    await signIn(page, DEMO_STAFF_ACCOUNT.email, DEMO_STAFF_ACCOUNT.password);
    await gotoHydrated(page, localizedPath(code, paths.desk));
    await expect(page.getByRole('article').first()).toBeVisible(FIRESTORE_ANSWER);
    await waitForSettledDesk(page, code);
    await expectNoAxeViolations(page);
  });
}
