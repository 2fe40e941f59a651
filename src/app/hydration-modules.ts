/**
 * The page's code arrives after its first paint. The prerender lists, in a JSON block, every
 * module the page hydrates with; the browser entry waits for the first contentful paint, then
 * requests them all at once (no waterfall) and hydrates.
 */

/** Id of the `<script type="application/json">` block the prerender writes into `<head>`. */
export const HYDRATION_MODULES_ID = 'hydration-modules';

/** If the browser reports no paint (a hidden tab, an old engine), start anyway after this long. */
const PAINT_WAIT_LIMIT_MS = 1000;

/** Resolves once the page has painted its content, or after PAINT_WAIT_LIMIT_MS at the latest. */
export function afterFirstContentfulPaint(limitMs = PAINT_WAIT_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    const painted = () => {
      clearTimeout(timer);
      resolve();
    };
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The module URLs the prerender listed for this page (none on the dev server). */
export function listedHydrationModules(doc: Document): string[] {
  const block = doc.getElementById(HYDRATION_MODULES_ID);
  if (!block?.textContent) return [];
  const parsed: unknown = JSON.parse(block.textContent);
  return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string') : [];
}

/** Asks for every listed module at once, so none waits for the one that imports it. */
export function preloadHydrationModules(doc: Document): void {
  for (const href of listedHydrationModules(doc)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
