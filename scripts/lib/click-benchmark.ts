/**
 * Click to the next page, a benchmark (not a test) that `npm run audit` runs: on a connection
 * throttled like Lighthouse's mobile preset, the time from a click on a navbar link to the frame
 * that draws the new page's heading, with the page's code prefetched (src/app/link-prefetch.ts)
 * and without it (the data saver on, so the site does not prefetch), in every language.
 */
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { LINK_PREFETCH_ATTRIBUTE } from '../../src/app/link-prefetch';
import { paths } from '../../src/content/paths';
import { type LocaleCode, localeCodes, localizedPath } from '../../src/i18n/locales';
import { chromiumLaunchOptions } from './chromium';
import { firstLoadFiles } from './first-load';

/** The target for a prefetched page. */
const CLICK_TARGET_MS = 100;
const REPETITIONS = 5;

/**
 * Lighthouse's mobile preset (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a CPU 4× slower),
 * applied by DevTools from just before the click. The page opens unthrottled: only the click is measured.
 */
const THROTTLING = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 };
/** A desktop width: the navbar shows its links (a phone has them behind the menu button). */
const VIEWPORT = { width: 1280, height: 800 };
/** Longest wait for a page to open, its prefetches to settle, or the heading to appear. */
const STEP_TIMEOUT_MS = 30_000;

/** Links a visitor follows often, from the pages they arrive on. */
const JOURNEYS: readonly { from: string; to: string }[] = [
  { from: paths.home, to: paths.about },
  { from: paths.home, to: paths.classes },
  { from: paths.about, to: paths.schedule },
];

interface Journey {
  from: string;
  to: string;
  /** The scripts the target page needs beyond the ones the first page has (`/assets/x.js`). */
  targetScripts: string[];
}

const kbps = (kilobits: number) => (kilobits * 1024) / 8;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

async function scriptsOf(baseUrl: string, path: string): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return new Set(firstLoadFiles(await response.text()).js.map((file) => `/${file}`));
}

async function journeyIn(baseUrl: string, locale: LocaleCode, from: string, to: string): Promise<Journey> {
  const [fromPath, toPath] = [localizedPath(locale, from), localizedPath(locale, to)];
  const [fromScripts, toScripts] = await Promise.all([scriptsOf(baseUrl, fromPath), scriptsOf(baseUrl, toPath)]);
  return { from: fromPath, to: toPath, targetScripts: [...toScripts].filter((file) => !fromScripts.has(file)) };
}

/** Counts the page's script requests: which have arrived, and how many are still on their way. */
function watchScripts(page: Page) {
  const arrived = new Set<string>();
  const afterClick: string[] = [];
  let inFlight = 0;
  let isClicked = false;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    inFlight += 1;
    if (isClicked) afterClick.push(new URL(request.url()).pathname);
  });
  const settled = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() !== 'script') return;
    inFlight -= 1;
    arrived.add(new URL(request.url()).pathname);
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    arrived,
    isQuiet: () => inFlight === 0,
    markClick: () => {
      isClicked = true;
    },
    requestedAfterClick: () => [...afterClick],
  };
}

async function throttle(cdp: CDPSession, cpuSlowdown: number) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: kbps(THROTTLING.downloadKbps),
    uploadThroughput: kbps(THROTTLING.uploadKbps),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/** What one click measured, in ms from the click event's own time stamp (the input's arrival). */
interface ClickTiming {
  /** The new main heading on screen: the frame that painted it (Element Timing's render time). */
  onScreenMs: number;
  /**
   * The first task after that frame (an animation frame, then a timer): later by whatever else
   * was queued, such as the rest of the page the app draws one frame after the heading.
   */
  threadFreeMs: number;
}

/**
 * In the page: times the click until the frame that paints a new main heading. The heading is
 * marked for Element Timing as soon as it is in the document (a mutation callback runs before
 * the frame), and the browser reports when it was presented.
 */
function startClickTimer() {
  const before = document.querySelector('main h1');
  const beforeText = before?.textContent;
  const timed = window as Window & { clickToHeading?: Promise<ClickTiming> };
  timed.clickToHeading = new Promise((resolve, reject) => {
    // Generous: the slowest click (not prefetched, throttled) takes well under a second.
    setTimeout(() => reject(new Error('no heading was painted within 20 s of the click')), 20_000);
    document.addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp;
        // No named local functions here: the runner's transpiler would wrap them in a helper
        // that does not exist in the page.
        const timing: Partial<ClickTiming> = {};
        const painted = new PerformanceObserver((list) => {
          const entry = list
            .getEntries()
            .find(
              (candidate) => (candidate as PerformanceEntry & { identifier?: string }).identifier === 'click-heading',
            );
          if (!entry) return;
          painted.disconnect();
          timing.onScreenMs = (entry as PerformanceEntry & { renderTime: number }).renderTime - clickedAt;
          if (timing.threadFreeMs !== undefined) resolve(timing as ClickTiming);
        });
        painted.observe({ type: 'element' });
        const changes = new MutationObserver(() => {
          const heading = document.querySelector('main h1');
          if (!heading || (heading === before && heading.textContent === beforeText)) return;
          changes.disconnect();
          heading.setAttribute('elementtiming', 'click-heading');
          requestAnimationFrame(() =>
            setTimeout(() => {
              timing.threadFreeMs = performance.now() - clickedAt;
              if (timing.onScreenMs !== undefined) resolve(timing as ClickTiming);
            }),
          );
        });
        changes.observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
}

interface Mode {
  /** False: the data saver is on, so the site fetches the page only on the click. */
  isPrefetching: boolean;
  cpuSlowdown: number;
}

/**
 * The columns: prefetched and not, as a Lighthouse-like phone; and prefetched on this machine's
 * own CPU, which shows how much of what is left is rendering the page rather than waiting for it.
 */
const MODES: readonly Mode[] = [
  { isPrefetching: true, cpuSlowdown: THROTTLING.cpuSlowdown },
  { isPrefetching: false, cpuSlowdown: THROTTLING.cpuSlowdown },
  { isPrefetching: true, cpuSlowdown: 1 },
];

/** One click in a fresh browser context (an empty cache). */
async function clickOnce(browser: Browser, baseUrl: string, journey: Journey, { isPrefetching, cpuSlowdown }: Mode) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!isPrefetching) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const scripts = watchScripts(page);
    await page.goto(`${baseUrl}${journey.from}`, { timeout: STEP_TIMEOUT_MS });
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    // A hover before the links are watched would prefetch nothing (its chunk starts after hydration).
    await page.locator(`html[${LINK_PREFETCH_ATTRIBUTE}="on"]`).waitFor({ timeout: STEP_TIMEOUT_MS });
    const link = page.locator(`header nav ul a[href="${journey.to}"]`).filter({ visible: true });
    await link.hover({ timeout: STEP_TIMEOUT_MS });
    if (isPrefetching) {
      await until(() => journey.targetScripts.every((file) => scripts.arrived.has(file)), `${journey.to}'s scripts`);
    }
    // Whatever else the page fetched (the other links in view) has arrived and run, as it has
    // for a visitor who has looked at the page for a moment.
    await until(scripts.isQuiet, 'the page to stop fetching scripts');
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));

    await throttle(cdp, cpuSlowdown);
    await page.evaluate(startClickTimer);
    scripts.markClick();
    await link.click({ timeout: STEP_TIMEOUT_MS });
    const timing = await page.evaluate(
      () => (window as Window & { clickToHeading?: Promise<ClickTiming> }).clickToHeading,
    );
    if (!timing) throw new Error(`no heading appeared after the click on ${journey.to}`);
    if (!new URL(page.url()).pathname.startsWith(journey.to)) {
      throw new Error(`the click on ${journey.to} led to ${page.url()}`);
    }
    // Links on the new page may be prefetched already; what counts is the page just opened.
    const refetched = scripts.requestedAfterClick().filter((file) => journey.targetScripts.includes(file));
    return { timing, hasFetchedAfterClick: isPrefetching && refetched.length > 0 };
  } finally {
    await context.close();
  }
}

/** Runs the benchmark on the site at `baseUrl` and returns its report, a Markdown table. */
export async function clickBenchmark(baseUrl: string, repetitions = REPETITIONS): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: string[] = [];
  const misses: string[] = [];
  /** Links whose prefetched click still requested the page's code: the prefetch missed something. */
  const incomplete: string[] = [];
  try {
    for (const locale of localeCodes) {
      for (const { from, to } of JOURNEYS) {
        const journey = await journeyIn(baseUrl, locale, from, to);
        const link = `${journey.from} → ${journey.to}`;
        const timings = MODES.map((): number[] => []);
        /** The first mode (prefetched, CPU 4×) by the older measure: the main thread free after the frame. */
        const threadFree: number[] = [];
        // Alternated, so a machine that slows down during the run weighs on every column alike.
        for (let run = 0; run < repetitions; run += 1) {
          for (const [index, mode] of MODES.entries()) {
            const click = await clickOnce(browser, baseUrl, journey, mode);
            timings[index]?.push(click.timing.onScreenMs);
            if (index === 0) threadFree.push(click.timing.threadFreeMs);
            if (click.hasFetchedAfterClick && !incomplete.includes(link)) incomplete.push(link);
          }
        }
        const [warmMs = 0, coldMs = 0, warmOwnCpuMs = 0] = timings.map(median);
        const isMet = warmMs <= CLICK_TARGET_MS;
        if (!isMet) misses.push(`${link}: ${Math.round(warmMs)} ms prefetched (target ≤ ${CLICK_TARGET_MS} ms)`);
        rows.push(
          `| ${link} | ${Math.round(warmMs)} | ${Math.round(coldMs)} | ${isMet ? 'met' : 'MISSED'} | ${Math.round(warmOwnCpuMs)} | ${Math.round(median(threadFree))} |`,
        );
        console.log(
          `click ${link.padEnd(28)} ${timings.map((runs) => runs.map(Math.round).join(', ')).join(' · ')} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return [
    `Click to the new page's heading, median of ${repetitions} clicks per link (ms): desktop viewport, throttled like`,
    `Lighthouse mobile (${THROTTLING.latencyMs} ms RTT, ${(THROTTLING.downloadKbps / 1024).toFixed(1)} Mbit/s down, CPU ${THROTTLING.cpuSlowdown}× slower);`,
    '"not prefetched" has the data saver on, so the site fetches the page only on the click;',
    '"CPU 1×" is prefetched with the same network on this machine\'s own CPU (what is left is rendering);',
    'each time is the frame that shows the heading (Element Timing); the last column is the prefetched click by',
    "the first task after that frame (this benchmark's measure until November 2026), which also counts work queued behind it.",
    '',
    `| link | prefetched | not prefetched | target ≤ ${CLICK_TARGET_MS} ms prefetched | prefetched, CPU 1× | prefetched, main thread free |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(incomplete.length ? [`A prefetched click still requested the page's code: ${incomplete.join(', ')}.`] : []),
    misses.length ? `Click targets missed:\n- ${misses.join('\n- ')}` : 'Click targets met.',
  ].join('\n');
}
