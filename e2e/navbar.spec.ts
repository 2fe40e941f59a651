import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { REFUSED_SCRIPT_LOG, refuseAppScripts } from './support/app-start';
import { exposedExpandedState } from './support/exposed-state';
import { ensureScrollRoom, expect, gotoHydrated, test, viewports } from './support/fixtures';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const SOLID_BLACK = 'rgb(11, 11, 12)';

async function scrollToY(page: Page, y: number) {
  await ensureScrollRoom(page, y + 100);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

function navbarBackground(page: Page) {
  return page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Starts recording the bar's background colour on every frame; the returned call stops and reports. */
async function recordNavbarBackgrounds(page: Page) {
  await page.getByRole('banner').evaluate((element) => {
    const seen = new Set<string>();
    let frame = 0;
    const sample = () => {
      seen.add(getComputedStyle(element).backgroundColor);
      frame = requestAnimationFrame(sample);
    };
    sample();
    (window as unknown as { stopNavbarRecording: () => string[] }).stopNavbarRecording = () => {
      cancelAnimationFrame(frame);
      return [...seen];
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { stopNavbarRecording: () => string[] }).stopNavbarRecording());
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`navbar at ${viewportName} size`, () => {
    test.use({ viewport });

    test('is transparent at the top and up to 10 px, solid black from 11 px', async ({ page }) => {
      await gotoHydrated(page, paths.about);
      expect(await navbarBackground(page)).toBe(TRANSPARENT);
      // The bar follows the scroll a render later: each step waits for the change it expects, and
      // 11 → 10 must turn it back, which proves 10 px is still "transparent" territory.
      await scrollToY(page, 11);
      await expect.poll(() => navbarBackground(page)).toBe(SOLID_BLACK);
      await scrollToY(page, 10);
      await expect.poll(() => navbarBackground(page)).toBe(TRANSPARENT);
      await scrollToY(page, 11);
      await expect.poll(() => navbarBackground(page)).toBe(SOLID_BLACK);
    });

    test('turns solid with the scroll before the app starts too, so its links never sit on white', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(REFUSED_SCRIPT_LOG);
      await refuseAppScripts(page);
      await page.goto(paths.about);
      expect(await navbarBackground(page)).toBe(TRANSPARENT);
      await scrollToY(page, 11);
      await expect.poll(() => navbarBackground(page)).toBe(SOLID_BLACK);
      await scrollToY(page, 10);
      await expect.poll(() => navbarBackground(page)).toBe(TRANSPARENT);
      await scrollToY(page, 400);
      await expect.poll(() => navbarBackground(page)).toBe(SOLID_BLACK);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    });

    test('switches in one step, never showing a half-transparent bar behind the logo', async ({ page }) => {
      await gotoHydrated(page, paths.about);
      await ensureScrollRoom(page, 400);
      const stopRecording = await recordNavbarBackgrounds(page);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => navbarBackground(page)).toBe(SOLID_BLACK);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => navbarBackground(page)).toBe(TRANSPARENT);
      expect((await stopRecording()).sort()).toEqual([SOLID_BLACK, TRANSPARENT].sort());
    });

    test('stays fixed at the top while the page scrolls', async ({ page }) => {
      await gotoHydrated(page, paths.about);
      await scrollToY(page, 300);
      expect(await page.getByRole('banner').boundingBox()).toMatchObject({ y: 0 });
    });

    test('the side panel shows about, six thumbnails, contact and three networks; Escape returns focus', async ({
      page,
    }) => {
      await gotoHydrated(page, paths.about);
      const button = page.getByRole('button', { name: 'About us, gallery and contact details' });
      await button.click();
      const panel = page.getByRole('dialog', { name: 'About us, gallery and contact details' });
      await expect(panel).toBeVisible();
      // Exposed by the browser from the popover it opens (popovertarget), not by an attribute.
      const isExpanded = () => exposedExpandedState(page, 'button', 'About us, gallery and contact details');
      await expect.poll(isExpanded).toBe(true);
      await expect(panel.getByRole('button', { name: 'Close panel' })).toBeFocused();
      await expect(panel.getByRole('heading', { name: 'About Us' })).toBeVisible();
      await expect(panel.getByRole('img')).toHaveCount(6);
      await expect(panel.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(3);
      await expect(panel.getByRole('link', { name: /^\+216/ })).toHaveAttribute('href', /^tel:\+216/);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect.poll(isExpanded).toBe(false);
    });

    test('while an overlay is open the page behind does not scroll', async ({ page }) => {
      await gotoHydrated(page, paths.about);
      await page.getByRole('button', { name: 'About us, gallery and contact details' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await ensureScrollRoom(page, 1000);
      // What stops the wheel: the page's scroller refuses to scroll while the overlay is open.
      await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
      const wheelsSeen = await page.evaluateHandle(() => {
        const seen = { count: 0 };
        window.addEventListener('wheel', () => (seen.count += 1), { passive: true });
        return seen;
      });
      await page.mouse.move(10, viewport.height / 2);
      await page.mouse.wheel(0, 600);
      // The wheel reached the page, and the page stayed where it was.
      await expect.poll(() => wheelsSeen.evaluate((seen) => seen.count)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('button', { name: 'Close panel' }).click();
      await expect(page.locator('html')).not.toHaveCSS('overflow-y', 'hidden');
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test('the user icon leads to sign-up', async ({ page }) => {
      await gotoHydrated(page, paths.about);
      await page.getByRole('link', { name: 'Sign up or sign in' }).click();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up');
    });
  });
}

test.describe('navbar on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the hamburger opens a full-screen list of the eight links; Escape closes it and returns focus', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.about);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();

    const hamburger = page.getByRole('button', { name: 'Menu' });
    await hamburger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // The whole viewport, as wide as the fixed navbar (a desktop-style scrollbar gutter aside).
    const navbarWidth = (await page.getByRole('banner').boundingBox())?.width;
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: navbarWidth, height: viewports.phone.height });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (const name of ['Home', 'About', 'Gallery', 'Schedule', 'Blog', 'Pricing', 'Classes', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('following a link in the menu closes it and opens the page at its top', async ({ page }) => {
    await gotoHydrated(page, paths.about);
    await scrollToY(page, 200);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\/page-1$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    // The address and the closed menu come before the new page is drawn; its heading comes with it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Tab cycles inside the open menu', async ({ page }) => {
    await gotoHydrated(page, paths.about);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe('navbar on a desktop', () => {
  test.use({ viewport: viewports.desktop });

  test('shows the eight links inline, marks the current page, and has the join button', async ({ page }) => {
    await gotoHydrated(page, paths.pricing);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const name of ['Home', 'About', 'Gallery', 'Schedule', 'Blog', 'Pricing', 'Classes', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery/page-1');

    await nav.getByRole('link', { name: 'join class now' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  });

  test('a link in the side panel closes it and navigates', async ({ page }) => {
    await gotoHydrated(page, paths.about);
    await page.getByRole('button', { name: 'About us, gallery and contact details' }).click();
    await page.getByRole('link', { name: 'See the whole gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\/page-1$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
