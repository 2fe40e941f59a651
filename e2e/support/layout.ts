import type { Locator, Page } from '@playwright/test';

/** How many of the elements share the first one's row, judged from their boxes on screen. */
export async function countInFirstRow(items: Locator): Promise<number> {
  const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  const [firstTop] = boxes;
  if (firstTop === undefined) return 0;
  return boxes.filter((top) => Math.abs(top - firstTop) < 2).length;
}

/**
 * Sums the layout shifts no input caused since `since` (ms on the page's clock). The browser
 * measures a shift while it renders the frame that shows it, so the count waits for the next
 * two frames: by then every change made before the call has been drawn and measured, and its
 * entries are in the buffer, which `takeRecords` hands over at once.
 */
export function cumulativeLayoutShift(page: Page, since = 0): Promise<number> {
  return page.evaluate(
    (startTime) =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const observer = new PerformanceObserver(() => {});
            observer.observe({ type: 'layout-shift', buffered: true });
            const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            observer.disconnect();
            resolve(
              entries
                .filter((entry) => !entry.hadRecentInput && entry.startTime >= startTime)
                .reduce((total, entry) => total + entry.value, 0),
            );
          }),
        );
      }),
    since,
  );
}

/**
 * Scrolls through the whole page as a reader would, half a screen a step, and at each step waits
 * until every image then on screen has loaded (or failed), so the lazy ones start and arrive in
 * the order a visitor sees them. Images nobody can see (a closed overlay's, a strip hidden at
 * this width) are never waited for: they never load. A step ends on the images' own load
 * events, not on a timer, so a fast machine does not wait and a slow one is not cut short.
 */
export async function scrollThroughLoadingImages(page: Page) {
  await page.evaluate(async () => {
    // A floor for the step: a window that reports no height still moves on.
    const step = Math.max(window.innerHeight / 2, 200);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const onScreen = [...document.images].filter((image) => {
        if (image.complete || !image.checkVisibility()) return false;
        const box = image.getBoundingClientRect();
        return box.bottom >= 0 && box.top <= window.innerHeight;
      });
      // Not complete now, so its load (or error) event is still to come: it cannot be missed.
      await Promise.all(
        onScreen.map(
          (image) =>
            new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
        ),
      );
    }
  });
  // Images the walk passed before they were on screen, started by the browser's lazy margin.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()));
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
  await scrollThroughLoadingImages(page);
  return cumulativeLayoutShift(page, fontsReadyAt);
}

/**
 * Opens a path with the web fonts held back for good, so text keeps its fallback faces throughout
 * and no font swap can move anything (fontSwapLayoutShift's subject), and waits until the app has
 * started. `whenSettled` then waits for what a visitor sees once the page's own start is done;
 * the result is every layout shift from the first paint to then.
 */
export async function layoutShiftOfStart(page: Page, path: string, whenSettled: () => Promise<void>): Promise<number> {
  await page.route('**/*.woff2', () => {});
  // Not the load event: it waits for the held fonts.
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('html[data-hydrated="true"]').waitFor();
  await whenSettled();
  const shift = await cumulativeLayoutShift(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  return shift;
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
  // The swap is laid out in the frame after the fonts are in; the count waits for that frame.
  await page.evaluate(() => document.fonts.ready);
  return cumulativeLayoutShift(page);
}

/** One line of an element's text and the rows its glyphs' ink covers, in page pixels. */
export interface InkLine {
  text: string;
  inkTop: number;
  inkBottom: number;
}

/**
 * The element's text line by line, with how far each line's ink reaches above and below it.
 * Words are grouped into lines by the top of their box. A line's ink is measured by the
 * browser's own text metrics (canvas measureText, the element's font: every glyph's outline,
 * diacritics and marks included), placed on the line's baseline, which sits the font's ascent
 * below the top of the line's text box. A box whose height is not that ascent plus descent
 * would mean the canvas picked other fonts than the page: that fails rather than guesses.
 */
export function inkLinesOf(element: Locator): Promise<InkLine[]> {
  return element.evaluate((target) => {
    const style = getComputedStyle(target);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const range = document.createRange();
    const lines: { top: number; height: number; words: string[] }[] = [];
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const box = range.getBoundingClientRect();
        const line = lines.find((candidate) => Math.abs(candidate.top - box.top) < 1);
        if (line) line.words.push(word[0]);
        else lines.push({ top: box.top, height: box.height, words: [word[0]] });
      }
    }
    return lines
      .sort((a, b) => a.top - b.top)
      .map(({ top, height, words }) => {
        const text = words.join(' ');
        const metrics = context.measureText(text);
        const fontHeight = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
        if (Math.abs(fontHeight - height) > 1) {
          throw new Error(`"${text}": text box ${height}px high, the canvas font ${fontHeight}px`);
        }
        const baseline = top + window.scrollY + metrics.fontBoundingBoxAscent;
        return {
          text,
          inkTop: baseline - metrics.actualBoundingBoxAscent,
          inkBottom: baseline + metrics.actualBoundingBoxDescent,
        };
      });
  });
}
