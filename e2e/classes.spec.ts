import { paths } from '../src/content/paths';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';

const DEFAULT_ORDER = ['Cycling', 'Meditation', 'Boxing', 'Karate', 'Power Lifting', 'Workout', 'Crossfit', 'Running'];
const EXPANDED_ORDER = [...DEFAULT_ORDER, 'Body Building', 'Mma', 'Yoga', 'Fitness'];

test.describe('classes without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page lists all twelve cards with trainer, time and join link, and no toggle', async ({
    page,
  }) => {
    await page.goto(paths.classes);
    const list = page.getByRole('list', { name: 'Find Your Class' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(EXPANDED_ORDER);
    const running = page.getByRole('article', { name: 'Running' });
    await expect(running).toContainText('Youssef Gharbi');
    // All twelve show, so Running reads as in the twelve-card list.
    await expect(running.getByText('Sunday, 4:00pm-5:00pm')).toBeVisible();
    await expect(running.getByRole('link', { name: 'join now: Running' })).toHaveAttribute(
      'href',
      paths.contactForClass('Running'),
    );
    // "show less" would need the app: without it there is nothing to toggle.
    await expect(page.locator('button[aria-controls="class-list"]')).toBeHidden();
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`classes toggle at ${viewportName} size`, () => {
    test.use({ viewport });

    test('show more reveals twelve cards and scrolls to the top; show less goes back to eight', async ({ page }) => {
      await gotoHydrated(page, paths.classes);
      const list = page.getByRole('list', { name: 'Find Your Class' });
      // Its name changes with the state, so find it by what it controls.
      const toggle = page.locator('button[aria-controls="class-list"]');
      await expect(toggle).toHaveText('show more');
      await toggle.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      await toggle.click();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(EXPANDED_ORDER);
      await expect(toggle).toHaveText('show less');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // Running's other time in the twelve-card list.
      await expect(page.getByRole('article', { name: 'Running' })).toContainText('Sunday, 4:00pm-5:00pm');

      await toggle.scrollIntoViewIfNeeded();
      await toggle.click();
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(DEFAULT_ORDER);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('article', { name: 'Running' })).toContainText('Monday, 4:00pm-5:00pm');
    });
  });
}

test('a keyboard user who toggles lands on the list heading, in view, and tabs on into the cards', async ({ page }) => {
  await gotoHydrated(page, paths.classes);
  await page.getByRole('button', { name: 'show more' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: 'Find Your Class' });
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'join now: Cycling' })).toBeFocused();
});

test('join now opens the contact form with that class chosen', async ({ page }) => {
  await gotoHydrated(page, paths.classes);
  await page.getByRole('link', { name: 'join now: Power Lifting' }).click();
  await expect(page).toHaveURL(/\/contact\?class=Power\+Lifting$/);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Power Lifting');
});
