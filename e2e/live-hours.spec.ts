/**
 * The live opening hours in Chromium against the Firestore emulator: special hours
 * staff posted show beside the weekly ones in the footer of every page and on the contact page,
 * with "Open now" / "Closed today" computed in Tunis time; the changes are read once per page
 * view and kept for the visit's next pages; nothing moves when they arrive, and a failed read
 * leaves the page as it was.
 *
 * Each test posts its own two-day closure, 20 days ahead or more, past every other part's horizon
 * (the timetable rows' and the trial form's two weeks) so specs running beside this one see the
 * timetable they expect, and 20 days apart from the other tests' so no test sees another's; the
 * browser's clock is moved into (or next to) it where a test needs "today".
 */
import type { Page } from '@playwright/test';
import { localizedPath } from '../src/i18n/locales';
import { addGymDays, type GymDate, gymDateOf, gymInstant, weekdayOfGymDate } from '../src/timetable/gym-date';
import { expectNoAxeViolations, waitForSettledPage } from './support/axe';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';
import { cumulativeLayoutShift } from './support/layout';
import {
  countChangesReads,
  removeTimetableChange,
  seedTimetableChange,
  spelledGymDate,
} from './support/timetable-changes';

const NOTE = 'Aïd';
const noonOn = (date: GymDate) => gymInstant(date, { hour: 12, minute: 0 });

const footer = (page: Page) => page.getByRole('contentinfo');
const QUERY = '**/documents:runQuery';

const seededIds: string[] = [];

/**
 * Posts the test's closure, a Wednesday and a Thursday at least `daysAhead` days from today, with
 * a French note: the day before is a Tuesday (open 7:00am-9:00pm) and the gym opens again on Friday.
 */
async function seedClosure(daysAhead: number): Promise<{ from: GymDate; to: GymDate }> {
  let from = addGymDays(gymDateOf(new Date()), daysAhead);
  while (weekdayOfGymDate(from) !== 'wednesday') from = addGymDays(from, 1);
  const to = addGymDays(from, 1);
  const { workerIndex, repeatEachIndex, retry } = test.info();
  const id = `e2e-hours-${daysAhead}-${workerIndex}-${repeatEachIndex}-${retry}`;
  seededIds.push(id);
  await seedTimetableChange(id, { kind: 'hours', from, to, closed: true }, { text: NOTE, locale: 'fr' });
  return { from, to };
}

test.afterEach(async () => {
  for (const id of seededIds.splice(0)) await removeTimetableChange(id);
});

test('on a special closed day the footer says "Closed today" with the note, and when the gym opens again', async ({
  page,
}) => {
  const { from, to } = await seedClosure(20);
  await page.clock.setFixedTime(noonOn(from));
  await gotoHydrated(page, '/about');
  await expect(footer(page).getByTestId('opening-state')).toHaveText(`Closed today (${NOTE}) · opens Friday at 7:00am`);
  await expect(footer(page).getByTestId('opening-state').getByText(NOTE)).toHaveAttribute('lang', 'fr');
  await expect(footer(page).getByRole('list', { name: 'Special hours' })).toHaveText(
    `${spelledGymDate(from, 'en-GB')} to ${spelledGymDate(to, 'en-GB')}: closed`,
  );
});

test('the French contact page lists the special hours with their note, in its hours block and its footer', async ({
  page,
}) => {
  const { from, to } = await seedClosure(40);
  await page.clock.setFixedTime(noonOn(addGymDays(from, -1)));
  await gotoHydrated(page, localizedPath('fr', '/contact'));
  const special = page.getByRole('main').getByRole('list', { name: 'Horaires exceptionnels' });
  await expect(special).toContainText(`du ${spelledGymDate(from, 'fr-TN')} au ${spelledGymDate(to, 'fr-TN')} : fermé`);
  await expect(special.getByText(NOTE)).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('main').getByTestId('opening-state')).toHaveText('Ouvert · ferme à 21:00');
  await expect(footer(page).getByTestId('opening-state')).toHaveText('Ouvert · ferme à 21:00');
  await waitForSettledPage(page);
  await expectNoAxeViolations(page);
});

test('the changes are read once per page view, and not again by the next pages of the visit', async ({
  page,
  browser,
}) => {
  const reads = countChangesReads(page);
  await gotoHydrated(page, '/about');
  await expect(footer(page).getByTestId('opening-state')).toBeVisible();
  expect(reads.count).toBe(1);
  // A link inside the site: the same page view's answer.
  await page.getByRole('navigation').getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('main').getByTestId('opening-state')).toBeVisible();
  // A new page load in the same visit (the same tab): the kept answer.
  await gotoHydrated(page, '/pricing');
  await expect(footer(page).getByTestId('opening-state')).toBeVisible();
  expect(reads.count).toBe(1);
  // Another visit reads for itself.
  const otherVisit = await browser.newPage();
  const otherReads = countChangesReads(otherVisit);
  await gotoHydrated(otherVisit, '/pricing');
  await expect(footer(otherVisit).getByTestId('opening-state')).toBeVisible();
  expect(otherReads.count).toBe(1);
  await otherVisit.close();
});

for (const [index, [name, viewport]] of Object.entries(viewports).entries()) {
  test(`nothing moves when the special hours arrive with the footer in view (${name})`, async ({ page }) => {
    const { from } = await seedClosure(60 + 20 * index);
    await page.setViewportSize(viewport);
    await page.clock.setFixedTime(noonOn(addGymDays(from, -1)));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(QUERY, async (route) => {
      await answered;
      await route.continue();
    });
    await gotoHydrated(page, '/about');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(footer(page)).toBeInViewport();
    const since = await page.evaluate(() => performance.now());
    answer();
    await expect(footer(page).getByRole('list', { name: 'Special hours' })).toBeVisible();
    expect(await cumulativeLayoutShift(page, since)).toBe(0);
  });
}

test('when the read fails the footer keeps only what the weekly hours say, with no error', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  const { from } = await seedClosure(100);
  await page.clock.setFixedTime(noonOn(from));
  await page.route(QUERY, (route) => route.abort());
  await gotoHydrated(page, '/about');
  // The weekly hours alone: open at noon on that Wednesday.
  await expect(footer(page).getByTestId('opening-state')).toHaveText('Open now · closes at 9:00pm');
  await expect(footer(page).getByRole('list', { name: 'Special hours' })).toHaveCount(0);
});
