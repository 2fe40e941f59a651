import type { Locator, Page } from '@playwright/test';

/** How many of the elements share the first one's row, judged from their boxes on screen. */
export async function countInFirstRow(items: Locator): Promise<number> {
  const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  const [firstTop] = boxes;
  if (firstTop === undefined) return 0;
  return boxes.filter((top) => Math.abs(top - firstTop) < 2).length;
}

/**
 * Scrolls through the whole page so lazy images load, waits for every image to finish, and
 * returns the page's cumulative layout shift that no input caused (0 when every image has its
 * size reserved).
 */
export async function layoutShiftAfterScrollingThrough(page: Page): Promise<number> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}
