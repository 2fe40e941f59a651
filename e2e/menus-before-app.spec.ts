/**
 * The phone menu and the side panel from the first paint: before the app starts (about 3 s on a
 * slow 3G phone) and with JavaScript off, their buttons open them (the `popover` attribute),
 * every page is reached from the menu, and they close again; once the app starts it takes over
 * an overlay opened before it (focus kept inside, Escape, focus back to its button).
 */
import type { Page } from '@playwright/test';
import { mainNavLinks } from '../src/components/layout/nav-links';
import { paths } from '../src/content/paths';
import { holdBackApp, listedModules, REFUSED_SCRIPT_LOG, refuseAppScripts } from './support/app-start';
import { expectNoAxeViolations } from './support/axe';
import { exposedExpandedState } from './support/exposed-state';
import { expect, test, viewports } from './support/fixtures';

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const panelButton = (page: Page) => page.getByRole('button', { name: 'About us, gallery and contact details' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'About us, gallery and contact details' });
const notStarted = (page: Page) => expect(page.locator('html[data-hydrated]')).toHaveCount(0);

/** Waits for the page a nav link leads to (/schedule may open today's weekday). */
async function expectArrivalAt(page: Page, to: string) {
  const expected = to === paths.schedule ? new RegExp(`^${to}(/[a-z]+)?$`) : new RegExp(`^${to}$`);
  await expect.poll(() => new URL(page.url()).pathname).toMatch(expected);
}

async function reachEveryPageFromTheMenu(page: Page) {
  await page.goto(paths.about);
  for (const link of mainNavLinks) {
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await menu(page).getByRole('link', { name: link.label, exact: true }).click();
    await expectArrivalAt(page, link.to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu(page)).toBeHidden();
  }
}

async function openAndCloseTheSidePanel(page: Page) {
  await panelButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Contact Info' })).toBeVisible();
  await expect(panel(page).getByRole('img')).toHaveCount(6);
  await panel(page).getByRole('button', { name: 'Close panel' }).click();
  await expect(panel(page)).toBeHidden();
}

test.describe('before the app starts, on a phone', () => {
  test.use({ viewport: viewports.phone });

  test.beforeEach(async ({ page, consoleGuard }) => {
    consoleGuard.allow(REFUSED_SCRIPT_LOG);
    await refuseAppScripts(page);
  });

  test('the hamburger opens the menu and every page is reached from it', async ({ page }) => {
    await reachEveryPageFromTheMenu(page);
    await notStarted(page);
  });

  test('the menu passes axe and closes with its button and with Escape', async ({ page }) => {
    await page.goto(paths.pricing);
    await menuButton(page).click();
    await expect(menu(page).getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await notStarted(page);
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`before the app starts, at ${viewportName} size`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, consoleGuard }) => {
      consoleGuard.allow(REFUSED_SCRIPT_LOG);
      await refuseAppScripts(page);
    });

    test('the side panel opens with its content, passes axe, and closes; its links work', async ({ page }) => {
      await page.goto(paths.contact);
      await openAndCloseTheSidePanel(page);

      await panelButton(page).click();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(panel(page)).toBeHidden();

      // A click on the dimmed page beside the panel closes it too (there is room beside it
      // only on a wide screen).
      if (viewportName === 'desktop') {
        await panelButton(page).click();
        await page.mouse.click(40, viewport.height / 2);
        await expect(panel(page)).toBeHidden();
      }

      await panelButton(page).click();
      await panel(page).getByRole('link', { name: 'See the whole gallery' }).click();
      await expect(page).toHaveURL(paths.galleryPage(1));
      await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
      await notStarted(page);
    });
  });
}

test.describe('an overlay opened before the app starts', () => {
  test.use({ viewport: viewports.phone });

  test('is taken over by the app: Tab stays inside, Escape closes it and focus goes back', async ({
    page,
    request,
  }) => {
    const app = await holdBackApp(page, await listedModules(request, paths.about));
    await page.goto(paths.about);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect.poll(() => app.heldCount()).toBeGreaterThan(0);

    app.release();
    await page.locator('html[data-hydrated="true"]').waitFor();
    // The browser exposes the button as expanded from its open popover, before and after the start.
    const isMenuExpanded = () => exposedExpandedState(page, 'button', 'Menu');
    await expect.poll(isMenuExpanded).toBe(true);
    // The page behind stops scrolling, as for a menu opened once the app runs.
    await expect(page.locator('html')).toHaveClass(/overflow-hidden/);
    const links = menu(page).getByRole('link');
    await links.last().focus();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect.poll(isMenuExpanded).toBe(false);
    await expect(page.locator('html')).not.toHaveClass(/overflow-hidden/);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  test('the menu opens and reaches every page, and the side panel opens and closes', async ({ page }) => {
    await reachEveryPageFromTheMenu(page);
    await openAndCloseTheSidePanel(page);
  });
});

test.describe('with JavaScript off, on a desktop', () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.desktop });

  test('the inline links reach every page, and the side panel opens and closes', async ({ page }) => {
    await page.goto(paths.about);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menuButton(page)).toBeHidden();
    for (const link of mainNavLinks) {
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await expectArrivalAt(page, link.to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await openAndCloseTheSidePanel(page);
  });
});
