/**
 * Focus is never lost on a page change (src/app/use-focus-on-page-change.ts): a keyboard visitor
 * who arrives on a new page from a control that went with the old one, or from the frame around
 * it, continues from the new page's heading; a control of the page that stays keeps focus.
 */
import type { Locator, Page } from '@playwright/test';
import { PRIVACY_POLICY_LABEL } from '../src/content/footer';
import { paths } from '../src/content/paths';
import { freshEmail, TEST_PASSWORD } from './support/auth-emulator';
import { isFirestoreEmulatorUp, watchFirestoreCommits } from './support/firestore-wire';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';
import { pageHeadings } from './support/pages';

const MAX_TAB_STOPS = 40;

/** Presses Tab until the element has focus, as a keyboard visitor would get there. */
async function tabTo(page: Page, element: Locator) {
  for (let stop = 0; stop < MAX_TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    if (await element.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error(`not reached within ${MAX_TAB_STOPS} presses of Tab`);
}

/** The page's heading has focus, draws no ring, and the page sits at its top. */
async function expectFocusOnHeading(page: Page, path: string) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(pageHeadings[path] ?? '');
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('none');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`focus on a page change at ${viewportName} size`, () => {
    test.use({ viewport });

    test('signing up by keyboard lands on /#home with focus on the home page’s heading', async ({ page }) => {
      // The new account's users document: stored by the Firestore emulator where it runs, else answered at the wire.
      await watchFirestoreCommits(page, (await isFirestoreEmulatorUp()) ? 'emulator' : 'firestore');
      await gotoHydrated(page, paths.signUp);
      const main = page.getByRole('main');
      await tabTo(page, main.getByLabel('E-mail address', { exact: true }));
      await page.keyboard.type(freshEmail('keyboard'));
      await tabTo(page, main.getByLabel('Password', { exact: true }));
      await page.keyboard.type(TEST_PASSWORD);
      await tabTo(page, main.getByRole('button', { name: 'Create account' }));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/#home$/);
      await expectFocusOnHeading(page, paths.home);
    });

    test('following a footer link by keyboard puts focus on the new page’s heading', async ({ page }) => {
      await gotoHydrated(page, paths.about);
      const link = page.getByRole('contentinfo').getByRole('link', { name: PRIVACY_POLICY_LABEL });
      // Reached with the keyboard: from the control just before it.
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`${paths.privacy}$`));
      await expectFocusOnHeading(page, paths.privacy);
    });

    test('a schedule day pill chosen by keyboard keeps focus on the new day', async ({ page }) => {
      await gotoHydrated(page, paths.scheduleDay('monday'));
      const days = page.getByRole('navigation', { name: 'Days of the week' });
      await tabTo(page, days.getByRole('link', { name: /^Monday/ }));
      await page.keyboard.press('Tab');
      const tuesday = days.getByRole('link', { name: /^Tuesday/ });
      await expect(tuesday).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`${paths.scheduleDay('tuesday')}$`));
      await expect(tuesday).toHaveAttribute('aria-current', 'page');
      await expect(tuesday).toBeFocused();
    });
  });
}

test.describe('focus after the phone menu', () => {
  test.use({ viewport: viewports.phone });

  test('a page chosen in the menu by keyboard gets focus on its heading once the menu has closed', async ({ page }) => {
    await gotoHydrated(page, paths.about);
    const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await tabTo(page, menu.getByRole('link', { name: 'Pricing' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${paths.pricing}$`));
    await expect(menu).toBeHidden();
    await expectFocusOnHeading(page, paths.pricing);
  });
});
