/**
 * The desk calls staff: with the desk open in one browser (a staff member's) and a trial request
 * sent from another (a visitor's), the request appears at the top of the inbox and the title's
 * count goes up without a reload, through the desk's one listener on the newest leads, whose
 * query is bounded by its limit. Against the Auth and Firestore emulators with the project's rules.
 */
import type { Request } from '@playwright/test';
import { paths } from '../src/content/paths';
import { TRIAL_BOOKING_DAYS } from '../src/content/trial-facts';
import { LIVE_LEADS_LIMIT } from '../src/firebase/desk-lead-queries';
import { countPath } from '../src/firebase/session-batches';
import { classSlots } from '../src/timetable/class-slots';
import { upcomingSessions } from '../src/timetable/sessions';
import { waitForSettledDesk } from './support/desk';
import { FIRESTORE_ANSWER } from './support/firestore-answer';
import { isFirestoreEmulatorUp, writeEmulatorDocument } from './support/firestore-wire';
import { expect, gotoHydrated, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { createStaffAccount } from './support/staff-script';

// A Friday class: no other spec books its sessions.
const slot = classSlots.find((candidate) => candidate.day === 'friday');
if (!slot) throw new Error('The timetable has no Friday class');

test.beforeEach(async () => {
  expect(await isFirestoreEmulatorUp(), 'the Firestore emulator is not running (TOOLCHAIN.md)').toBe(true);
});

const titleCount = (title: string) => Number(/^\((\d+)\) /.exec(title)?.[1] ?? 0);

test('a visitor’s trial request appears on the open desk, with the title count, without a reload', async ({
  page,
  browser,
}) => {
  test.slow();
  const listens: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/Listen/')) listens.push(request);
  });
  const account = await createStaffAccount('live');
  await signIn(page, account.email, account.password);
  await gotoHydrated(page, paths.desk);
  await waitForSettledDesk(page);
  // The listener has started once its stream has asked for the newest leads.
  await expect.poll(() => listens.length, FIRESTORE_ANSWER).toBeGreaterThan(0);
  // A mark in the open page: a reload or a navigation would drop it.
  await page.evaluate(() => document.documentElement.setAttribute('data-still-open', 'yes'));
  const countBefore = titleCount(await page.title());

  const [session] = upcomingSessions([slot], new Date(), TRIAL_BOOKING_DAYS);
  if (!session) throw new Error(`No session of ${slot.id} ahead`);
  // Places for this request whatever earlier runs booked.
  await writeEmulatorDocument(countPath(session.sessionId), { booked: 0, trials: 0, queue: [], cause: 'seed' });
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const name = `Amira Live${Date.now().toString(36)}`;
    await gotoHydrated(visitor, paths.trialForSlot(slot.id));
    const form = visitor.getByRole('main');
    await expect(form.locator(`input[type="radio"][value="${session.sessionId}"]`)).toBeChecked();
    await form.getByRole('textbox', { name: /Full name/ }).fill(name);
    await form.getByRole('textbox', { name: /Phone number/ }).fill('+216 20 123 456');
    await form.getByRole('button', { name: 'book my free trial' }).click();
    await expect(form.getByRole('heading', { name: 'Your free trial is requested' })).toBeVisible(FIRESTORE_ANSWER);

    const arrival = page.getByRole('article', { name });
    await expect(arrival).toBeVisible(FIRESTORE_ANSWER);
    await expect(arrival.getByText('Trial request')).toBeVisible();
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);
    await expect.poll(async () => titleCount(await page.title()), FIRESTORE_ANSWER).toBeGreaterThan(countBefore);
    await expect(page).toHaveTitle(/^\(\d+\) Front Desk \| Rivage Gym$/);
    await expect(page.locator('html')).toHaveAttribute('data-still-open', 'yes');
  } finally {
    await visitorContext.close();
  }

  // One listener, on a bounded query: the newest few leads, never the collection.
  const targets = listens
    .map((request) => decodeURIComponent(request.postData() ?? ''))
    .filter((body) => body.includes('addTarget'));
  expect(targets).toHaveLength(1);
  expect(targets[0]).toMatch(new RegExp(`"limit":(\\{"value":)?${LIVE_LEADS_LIMIT}\\b`));
  expect(targets[0]).toContain('"collectionId":"leads"');
  console.log(`Desk live inbox: ${listens.length} Listen requests over the test`);
});
