/**
 * The `test` every spec imports: it fails a test when the page logs a console error or
 * warning, or throws, unless the test declared that exact message expected.
 */
import { test as base, expect, type Page } from '@playwright/test';

interface ConsoleGuard {
  /** Declare a console message this test expects (e.g. the 400 of a refused sign-in). */
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console ${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors, warnings or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path and waits until React has hydrated the prerendered HTML. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
  return response;
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

/**
 * Pages that later issues fill are short for now; layout behaviours are about any long page,
 * so give the page room to scroll without depending on how much content it has today.
 */
export async function ensureScrollRoom(page: Page, pixels: number) {
  await page.evaluate((minHeight) => {
    const main = document.getElementById('main');
    if (main && document.documentElement.scrollHeight < window.innerHeight + minHeight) {
      main.style.minHeight = `${window.innerHeight + minHeight}px`;
    }
  }, pixels);
}

/** A 404 answer is logged by the browser for the document itself: expected on not-found pages. */
export const NOT_FOUND_RESPONSE_LOG =
  /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/;
