import type { Locator, Page } from '@playwright/test';

/** How many of the elements share the first one's row, judged from their boxes on screen. */
export async function countInFirstRow(items: Locator): Promise<number> {
  const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  const [firstTop] = boxes;
  if (firstTop === undefined) return 0;
  return boxes.filter((top) => Math.abs(top - firstTop) < 2).length;
}

/** Sums the layout shifts no input caused since the page started (buffered entries included). */
function cumulativeLayoutShift(page: Page, since = 0): Promise<number> {
  return page.evaluate(
    (startTime) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput && entry.startTime >= startTime) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
    since,
  );
}

/**
 * Scrolls through the whole page so lazy images load, waits for every image to finish, and
 * returns the layout shift that happened meanwhile (0 when every image has its size reserved).
 * It starts once the web fonts are in, so a late font swap (fontSwapLayoutShift's subject)
 * cannot be mistaken for an image without a size.
 */
export async function layoutShiftAfterScrollingThrough(page: Page): Promise<number> {
  const fontsReadyAt = await page.evaluate(async () => {
    await document.fonts.ready;
    return performance.now();
  });
  // Half a screen a step, with a floor, and a timer between steps rather than a frame: a CI run
  // once spent its whole 30 s in this walk, which then waited on animation frames and stepped by
  // innerHeight / 2 with no floor. This one ends whatever the window reports, and the timer
  // still leaves the browser its frames to start the lazy images between steps.
  await page.evaluate(async () => {
    const step = Math.max(window.innerHeight / 2, 200);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  // Images of a closed overlay (the side panel's thumbnails) are never drawn, so never loaded.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()));
  return cumulativeLayoutShift(page, fontsReadyAt);
}

/**
 * Opens a path with the web fonts held back until the page has painted in its fallback fonts,
 * then lets them in and returns the layout shift from the start to the swap: how far text
 * moves for a visitor on a slow connection.
 */
export async function fontSwapLayoutShift(page: Page, path: string): Promise<number> {
  let releaseFonts = () => {};
  const fontsHeld = new Promise<void>((resolve) => {
    releaseFonts = resolve;
  });
  await page.route('**/*.woff2', async (route) => {
    await fontsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  releaseFonts();
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  });
  return cumulativeLayoutShift(page);
}
