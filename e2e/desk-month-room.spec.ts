/**
 * The month's charts keep their room while their counts are on their way: with the counts held
 * back until everything else on the desk has answered, then released, nothing below the overview
 * moves (the inbox and the change form stay where a staff member reading them left them), and
 * the page records no layout shift. Against the Auth and Firestore emulators with the project's rules.
 */
import type { Route } from '@playwright/test';
import { deskChanges } from '../src/content/desk-changes';
import { deskInbox } from '../src/content/desk-inbox';
import { deskOverview } from '../src/content/desk-overview';
import { paths } from '../src/content/paths';
import { FIRESTORE_ANSWER } from './support/firestore-answer';
import { isFirestoreEmulatorUp } from './support/firestore-wire';
import { expect, gotoHydrated, test } from './support/fixtures';
import { cumulativeLayoutShift } from './support/layout';
import { signIn } from './support/sign-in';
import { createStaffAccount } from './support/staff-script';

test.beforeEach(async () => {
  expect(await isFirestoreEmulatorUp(), 'the Firestore emulator is not running (TOOLCHAIN.md)').toBe(true);
});

test('the inbox and the change form stay put while the month’s counts arrive', async ({ page }) => {
  test.slow();
  // Tall enough that the overview, the change form and the inbox's top are all on screen.
  await page.setViewportSize({ width: 1280, height: 2400 });
  const account = await createStaffAccount('room');
  await signIn(page, account.email, account.password);

  // The counts (the month's and the title's) wait until released.
  const held: Route[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*:runAggregationQuery*', async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });

  await gotoHydrated(page, paths.desk);
  const main = page.getByRole('main');
  await expect(main.getByText(deskOverview.month.loading, { exact: true })).toBeVisible(FIRESTORE_ANSWER);
  // Everything else has answered: only the month still says it is loading.
  const otherLoadingLines = [deskOverview.roster.loading, deskChanges.list.loading, deskInbox.loading].map((text) =>
    main.getByText(text, { exact: true }),
  );
  await expect(otherLoadingLines.reduce((either, line) => either.or(line))).toHaveCount(0, FIRESTORE_ANSWER);
  await expect(main.getByRole('heading', { name: deskInbox.heading })).toBeVisible();
  await expect.poll(() => held.length, FIRESTORE_ANSWER).toBeGreaterThan(0);

  const inboxHeading = main.getByRole('heading', { name: deskInbox.heading });
  const changesHeading = main.getByRole('heading', { name: deskChanges.heading, exact: true });
  const top = (heading: typeof inboxHeading) =>
    heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const before = { inbox: await top(inboxHeading), changes: await top(changesHeading) };
  const since = await page.evaluate(() => performance.now());

  release();
  await expect(main.getByRole('figure').first()).toBeVisible(FIRESTORE_ANSWER);
  await expect(main.getByText(deskOverview.month.loading, { exact: true })).toHaveCount(0);

  expect({ inbox: await top(inboxHeading), changes: await top(changesHeading) }).toEqual(before);
  expect(await cumulativeLayoutShift(page, since)).toBe(0);
});
