/**
 * Fetches the code of the page a link leads to before the visitor follows it, so the click shows
 * the page at once instead of waiting for its chunk: at once when the link is hovered or focused
 * (a click is likely), and in idle time when it comes into view once the visitor scrolls, taps
 * or types (a tap on a phone has no hover before it). Each page is warmed through the same retryable load as its route's `lazy`
 * (src/app/page-route.ts), which remembers only success: a prefetch that fails (offline) is
 * forgotten, and the click downloads afresh. A chunk of its own, started by use-link-prefetch.ts.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageHandle } from './page-route';

/** Set on <html> while links are watched: the end-to-end tests wait for it before pointing at one. */
export const LINK_PREFETCH_ATTRIBUTE = 'data-link-prefetch';

/** What shows the visitor is staying on the page: links in view are warmed only after one of them. */
const ENGAGEMENT_EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/** Idle time where the browser offers it; elsewhere (Safari) a short delay stands in. */
const IDLE_FALLBACK_MS = 50;

function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
  else setTimeout(callback, IDLE_FALLBACK_MS);
}

/** The Network Information API: Chromium only; where it is missing, nothing says data is scarce. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data (Save-Data), or the connection is too slow (2G) to spend on guesses. */
export function isDataScarce(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.endsWith('2g'));
}

/**
 * The page loads a link leads to. None for another site, a download, a link that opens elsewhere
 * (`target`), this very page (a hash on it too), another language's pages (outside the router's
 * basename: another build), and what only the catch-all route claims (files such as full-size
 * images). The modules a page imports only on demand (Firebase) are not part of its load.
 */
export function pageLoadsFor(
  link: HTMLAnchorElement,
  routes: RouteObject[],
  basename: string,
  here: Pick<Location, 'origin' | 'pathname'>,
): (() => Promise<unknown>)[] {
  if (link.origin !== here.origin || link.pathname === here.pathname) return [];
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return [];
  return (matchRoutes(routes, link.pathname, basename) ?? []).flatMap(({ route }) => {
    const load = (route.handle as Partial<PageHandle> | undefined)?.loadElement;
    return load && route.path !== '*' ? [load] : [];
  });
}

/**
 * Calls `warm` with each link the visitor hovers or focuses (at once) or that comes into view
 * (one at a time, in idle time, once the page's own downloads are done, so the first screen's
 * images and fonts never share the connection with a guess, and once the visitor has scrolled,
 * tapped or typed). Links added later (a new page, an
 * opened menu) are watched too. `warm` must not reject. Returns the function that stops it all.
 */
export function watchLinks(warm: (link: HTMLAnchorElement) => Promise<void>): () => void {
  const warmNow = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (link) void warm(link);
  };
  document.addEventListener('pointerover', warmNow, { passive: true });
  document.addEventListener('focusin', warmNow);
  const stopEvents = () => {
    document.removeEventListener('pointerover', warmNow);
    document.removeEventListener('focusin', warmNow);
  };
  if (typeof IntersectionObserver === 'undefined') return stopEvents;

  let isStopped = false;
  let isBusy = false;
  const queue: HTMLAnchorElement[] = [];
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  // Links in view are a guess: it waits until the visitor scrolls, taps or types. A visitor who
  // only reads the first screen spends no data on pages they may never open.
  const engaged = new Promise<void>((resolve) => {
    const engage = () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, engage, true);
      resolve();
    };
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, engage, { capture: true, passive: true });
  });
  const ready = Promise.all([loaded, engaged]);
  // One at a time: each page's code is evaluated in a task of its own, never a burst of them.
  const warmNext = () => {
    if (isStopped || isBusy) return;
    const link = queue.shift();
    if (!link) return;
    // A link gone with the page it was on is no longer a likely click.
    if (!link.isConnected) return warmNext();
    isBusy = true;
    whenIdle(() => {
      if (isStopped) return;
      void warm(link).finally(() => {
        isBusy = false;
        warmNext();
      });
    });
  };
  const inView = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      inView.unobserve(target);
      queue.push(target as HTMLAnchorElement);
    }
    void ready.then(warmNext);
  });
  const eachLink = (node: Node, action: (link: Element) => void) => {
    if (!(node instanceof Element)) return;
    if (node.matches('a[href]')) action(node);
    for (const link of node.querySelectorAll('a[href]')) action(link);
  };
  const observe = (link: Element) => inView.observe(link);
  const unobserve = (link: Element) => inView.unobserve(link);
  const changes = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) eachLink(node, observe);
      for (const node of record.removedNodes) eachLink(node, unobserve);
    }
  });
  eachLink(document.body, observe);
  changes.observe(document.body, { childList: true, subtree: true });

  return () => {
    isStopped = true;
    stopEvents();
    changes.disconnect();
    inView.disconnect();
  };
}

const ignoreFailure = () => {};

/** Once, in idle time: the language's formatters, so the next page does not make them during the click. */
function prepareFormattersOnce(): () => void {
  let isDone = false;
  return () => {
    if (isDone) return;
    isDone = true;
    whenIdle(() => import('@/i18n/format').then(({ prepareFormatters }) => prepareFormatters(), ignoreFailure));
  };
}

/** Prefetches the pages the document's links lead to, by the router's routes; returns the stop. */
export function prefetchLinkedPages(routes: RouteObject[], basename: string): () => void {
  const prepareFormatters = prepareFormattersOnce();
  const stop = watchLinks(async (link) => {
    // Asked again at each link: a visitor may turn on the data saver, or move into 2G, at any time.
    if (isDataScarce(navigator)) return;
    const loads = pageLoadsFor(link, routes, basename, window.location);
    if (loads.length === 0) return;
    await Promise.all(loads.map((load) => load().catch(ignoreFailure)));
    prepareFormatters();
  });
  document.documentElement.setAttribute(LINK_PREFETCH_ATTRIBUTE, 'on');
  return () => {
    stop();
    document.documentElement.removeAttribute(LINK_PREFETCH_ATTRIBUTE);
  };
}
