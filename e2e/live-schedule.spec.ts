/**
 * A visitor sees the week's changes on the timetable. Staff's changes are seeded in
 * the Firestore emulator as the desk writes them: the next Friday Karate cancelled and a
 * substitute for Friday's Workout. The rows and the class cards say it in words once the page's
 * one read of the changes is in; nothing moves when it arrives (CLS 0, phone and desktop), and a
 * failed read leaves the page exactly as prerendered.
 *
 * Not here: "pages without timetable data read nothing". The footer's opening hours will read
 * the changes on every page (built separately), so which page is read-free is the footer's call.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { paths } from '../src/content/paths';
import { classSlots } from '../src/timetable/class-slots';
import { expectNoAxeViolations } from './support/axe';
import { expect, gotoHydrated, test, type ViewportName, viewports } from './support/fixtures';
import { cumulativeLayoutShift } from './support/layout';
import {
  countChangesReads,
  fridayKarate,
  nextSessionDate,
  removeTimetableChange,
  seedTimetableChange,
  spelledGymDate,
} from './support/timetable-changes';

const fridayWorkout = (() => {
  const slot = classSlots.find((candidate) => candidate.day === 'friday' && candidate.className === 'Workout');
  if (!slot) throw new Error('The timetable has no Friday Workout any more: pick another class for these tests');
  return slot;
})();

/** What Chromium logs for a refused request: expected in the failing-read test, and nothing else. */
const REFUSED_REQUEST_LOG = /^Failed to load resource: net::ERR_FAILED$/;
const isChangesQuery = (url: URL) => url.pathname.endsWith(':runQuery');

/** The schedule row of a slot, found by its free trial link (the same in every language). */
const rowOf = (page: Page, slotId: string): Locator =>
  page.locator('tbody tr').filter({ has: page.locator(`a[href*="slot=${slotId}"]`) });

let seededIds: string[] = [];

/** Seeds this test's changes under ids of its own (the workers and repeats run side by side). */
async function seedFridayChanges(testId: string) {
  const karateDate = nextSessionDate(fridayKarate.id);
  const workoutDate = nextSessionDate(fridayWorkout.id);
  const ids = [`e2e-cancel-${testId}`, `e2e-substitute-${testId}`];
  seededIds.push(...ids);
  await seedTimetableChange(ids[0] as string, { kind: 'cancelled', slotId: fridayKarate.id, date: karateDate });
  await seedTimetableChange(ids[1] as string, {
    kind: 'substitute',
    slotId: fridayWorkout.id,
    date: workoutDate,
    trainerId: 'salma-ben-amor',
  });
  return { karateDate, workoutDate };
}

test.beforeEach(() => {
  seededIds = [];
});

test.afterEach(async () => {
  await Promise.all(seededIds.map(removeTimetableChange));
});

const testIdOf = (info: { testId: string; repeatEachIndex: number; workerIndex: number }) =>
  `${info.testId}-${info.repeatEachIndex}-${info.workerIndex}`;

test.describe('the schedule and the class cards show the changes', () => {
  // Each test ends with axe on the settled page, which alone can take most of the default 30 s
  // on a machine busy with other runs.
  test.describe.configure({ timeout: 90_000 });

  test('/schedule/friday says the Karate is cancelled and who stands in, after one read', async ({ page }, info) => {
    const { karateDate } = await seedFridayChanges(testIdOf(info));
    const reads = countChangesReads(page);
    await gotoHydrated(page, paths.scheduleDay('friday'));
    const karate = rowOf(page, fridayKarate.id);
    await expect(karate.getByText(`Cancelled on ${spelledGymDate(karateDate, 'en-GB')}`)).toBeVisible();
    await expect(
      rowOf(page, fridayWorkout.id).getByText(/with Salma Ben Amor instead of Karim Trabelsi$/),
    ).toBeVisible();
    // The row's time and trainer stay the typed timetable.
    await expect(karate.getByRole('cell').nth(1)).toHaveText('Youssef Gharbi');
    await expect(karate.getByRole('cell').first()).toContainText('10:00pm-11:00pm');
    expect(reads.count).toBe(1);
    await expectNoAxeViolations(page);
  });

  test('/fr/schedule/friday says it in French', async ({ page }, info) => {
    const { karateDate } = await seedFridayChanges(testIdOf(info));
    await gotoHydrated(page, `/fr${paths.scheduleDay('friday')}`);
    await expect(
      rowOf(page, fridayKarate.id).getByText(`Annulé le ${spelledGymDate(karateDate, 'fr-TN')}`),
    ).toBeVisible();
    await expect(
      rowOf(page, fridayWorkout.id).getByText(/avec Salma Ben Amor au lieu de Karim Trabelsi$/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/ar/schedule/friday shows the changes and passes axe', async ({ page }, info) => {
    await seedFridayChanges(testIdOf(info));
    await gotoHydrated(page, `/ar${paths.scheduleDay('friday')}`);
    await expect(rowOf(page, fridayKarate.id).getByText(/^ملغاة يوم /)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/classes shows the cancellation on the Karate card, after one read', async ({ page }, info) => {
    const { karateDate } = await seedFridayChanges(testIdOf(info));
    const reads = countChangesReads(page);
    await gotoHydrated(page, paths.classes);
    const karate = page.getByRole('article', { name: 'Karate' });
    await expect(karate.getByText(`Cancelled on ${spelledGymDate(karateDate, 'en-GB')}`)).toBeVisible();
    await expect(karate.getByTestId('class-time')).toHaveText('Every Friday, 10:00pm-11:00pm');
    expect(reads.count).toBe(1);
    await expectNoAxeViolations(page);
  });
});

/**
 * Holds the page's read of the changes until `release()`: the page is drawn and settled first,
 * as a visitor on a slow connection would see it, then the changes arrive.
 */
async function holdChangesRead(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isChangesQuery, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  test(`${viewport}: nothing on the schedule moves when the changes arrive (CLS 0)`, async ({ page }, info) => {
    const { karateDate } = await seedFridayChanges(testIdOf(info));
    await page.setViewportSize(viewports[viewport]);
    const release = await holdChangesRead(page);
    await gotoHydrated(page, paths.scheduleDay('friday'));
    const karate = rowOf(page, fridayKarate.id);
    // The Karate row at the top of the screen: the rows under it and the notes below are in view.
    await karate.evaluate((row) => row.scrollIntoView({ block: 'start' }));
    const releasedAt = await page.evaluate(async () => {
      await document.fonts.ready;
      return performance.now();
    });
    release();
    await expect(karate.getByText(`Cancelled on ${spelledGymDate(karateDate, 'en-GB')}`)).toBeVisible();
    expect(await cumulativeLayoutShift(page, releasedAt)).toBe(0);
    // The lines are within the row, clear of its buttons and of the row below.
    const [lines, row, buttons] = await Promise.all([
      karate.getByRole('note').boundingBox(),
      karate.boundingBox(),
      karate.getByRole('cell').last().getByRole('link').first().boundingBox(),
    ]);
    if (!lines || !row || !buttons) throw new Error('The row, its lines and its buttons are on screen');
    expect(lines.y + lines.height).toBeLessThanOrEqual(row.y + row.height + 0.5);
    expect(lines.x + lines.width).toBeLessThanOrEqual(buttons.x + 0.5);
  });
}

test('a failed read leaves the schedule exactly as prerendered, with no error shown', async ({
  page,
  consoleGuard,
}, info) => {
  consoleGuard.allow(REFUSED_REQUEST_LOG);
  await seedFridayChanges(testIdOf(info));
  let refuse = () => {};
  const refusing = new Promise<void>((resolve) => {
    refuse = resolve;
  });
  await page.route(isChangesQuery, async (route) => {
    await refusing;
    await route.abort();
  });
  const refused = page.waitForEvent('requestfailed', (request) => isChangesQuery(new URL(request.url())));
  await gotoHydrated(page, paths.scheduleDay('friday'));
  const table = page.getByRole('table', { name: 'Friday classes' });
  const before = await table.innerHTML();
  refuse();
  await refused;
  // Two frames: whatever the failure would render has been drawn by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await table.innerHTML()).toBe(before);
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByText(/error|failed/i)).toHaveCount(0);
});
