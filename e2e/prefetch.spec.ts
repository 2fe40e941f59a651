/**
 * The next page without waiting (src/app/link-prefetch.ts): a link's page is fetched before the
 * click, at once when the link is hovered or focused and, once the page has loaded and the
 * visitor has scrolled, tapped or typed, when it is in view; the click then shows the page with nothing left to download. Never with Save-Data on,
 * never Firebase for a signed-out visitor, and a prefetch that fails costs the click nothing.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { firebaseMarkersIn, firstLoadFiles } from '../scripts/lib/first-load';
import { LINK_PREFETCH_ATTRIBUTE } from '../src/app/link-prefetch';
import { paths } from '../src/content/paths';
import { signUpOrSignIn } from '../src/content/site-frame';
import { localeCodes, localizedPath } from '../src/i18n/locales';
import { listedModules, REFUSED_SCRIPT_LOG } from './support/app-start';
import { expect, gotoHydrated, test } from './support/fixtures';

/** Waits until the page watches its links (their code arrives after hydration). */
async function linksWatched(page: Page) {
  await page.locator(`html[${LINK_PREFETCH_ATTRIBUTE}="on"]`).waitFor();
}

/** Opens a path, and waits until the app has hydrated it and watches its links. */
async function gotoWatching(page: Page, path: string) {
  await gotoHydrated(page, path);
  await linksWatched(page);
}

/** The modules `to` hydrates with that `from` has not loaded: what following the link needs. */
async function modulesToFetch(request: APIRequestContext, from: string, to: string): Promise<string[]> {
  const [loaded, needed] = await Promise.all([listedModules(request, from), listedModules(request, to)]);
  const missing = [...needed].filter((module) => !loaded.has(module));
  expect(missing.length, `${to} needs code that ${from} has not loaded`).toBeGreaterThan(0);
  return missing;
}

/** The chunk of the page in `src/pages/<folder>/` (`/assets/about-page-x.js`), as `path` lists it. */
async function pageChunk(request: APIRequestContext, path: string, folder: string): Promise<string> {
  const chunks = [...(await listedModules(request, path))].filter((module) =>
    module.startsWith(`/assets/${folder}-page-`),
  );
  expect(chunks, `${path} lists one chunk of src/pages/${folder}`).toHaveLength(1);
  return chunks[0] ?? '';
}

/** The main heading the prerender wrote for `path` (in its language). */
async function prerenderedHeading(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
  expect(heading, `${path} has a plain-text h1`).toBeTruthy();
  return heading ?? '';
}

/** Every script the page requests, kept with its request (its start time, its response). */
function recordScripts(page: Page) {
  const requests: Request[] = [];
  const arrived = new Set<string>();
  const pathOf = (request: Request) => new URL(request.url()).pathname;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requests.push(request);
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') arrived.add(pathOf(request));
  });
  return {
    paths: () => requests.map(pathOf),
    /** Requests that left before `time` (ms since the epoch, the browser's own clock on this machine). */
    pathsStartedBefore: (time: number) => requests.filter((request) => request.timing().startTime < time).map(pathOf),
    haveArrived: (modules: readonly string[]) => modules.every((module) => arrived.has(module)),
    requests: () => [...requests],
  };
}

/** Holds back every picture and font until `release()`: the page is still loading meanwhile. */
async function holdPageDownloads(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(images\/.+|[^/]+\.woff2)$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Resolves after the page's next two idle periods: by then it has acted on what it queued for idle time. */
async function afterIdlePeriods(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a hovered or focused link’s page is fetched at once; links in view wait for the page’s load and a scroll', async ({
  page,
  request,
}) => {
  const [aboutChunk, contactChunk, classesChunk] = await Promise.all([
    pageChunk(request, paths.about, 'about'),
    pageChunk(request, paths.contact, 'contact'),
    pageChunk(request, paths.classes, 'classes'),
  ]);
  const scripts = recordScripts(page);
  const downloads = await holdPageDownloads(page);
  await page.goto(paths.home, { waitUntil: 'commit' });
  await linksWatched(page);

  await mainNav(page).getByRole('link', { name: 'About' }).hover();
  await expect.poll(() => scripts.haveArrived([aboutChunk])).toBe(true);
  // A link in view: focusing one further down would scroll the page to it, and a scroll is the
  // visitor engaging, which lets the links in view be fetched once the page has loaded.
  await mainNav(page).getByRole('link', { name: 'Contact' }).focus();
  await expect.poll(() => scripts.haveArrived([contactChunk])).toBe(true);
  expect(await page.evaluate(() => window.scrollY), 'the focus did not scroll the page').toBe(0);
  // Classes has been in view all along, but the hero picture and the fonts come first.
  await afterIdlePeriods(page);
  expect(scripts.paths()).not.toContain(classesChunk);

  downloads.release();
  await page.waitForFunction(() => document.readyState === 'complete');
  // Loaded, but links in view are a guess that waits for the visitor to scroll, tap or type.
  await afterIdlePeriods(page);
  expect(scripts.paths()).not.toContain(classesChunk);
  await page.mouse.wheel(0, 100);
  await expect.poll(() => scripts.haveArrived([classesChunk])).toBe(true);
});

for (const code of localeCodes) {
  test(`${code}: a link whose page was fetched shows that page on the click, with nothing more to download`, async ({
    page,
    request,
  }) => {
    const [from, to] = [localizedPath(code, paths.home), localizedPath(code, paths.about)];
    const needed = await modulesToFetch(request, from, to);
    const heading = await prerenderedHeading(request, to);
    const scripts = recordScripts(page);
    await gotoWatching(page, from);
    const link = page.locator(`header nav ul a[href="${to}"]`).filter({ visible: true });
    await link.hover();
    await expect.poll(() => scripts.haveArrived(needed)).toBe(true);

    const requestsBeforeClick = scripts.paths().length;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    // Other links in view may still be fetched; the page just opened needed nothing more.
    const afterClick = scripts.paths().slice(requestsBeforeClick);
    expect(afterClick.filter((module) => needed.includes(module))).toEqual([]);
  });
}

test('with Save-Data on, no other page’s code is fetched before the click', async ({ page, request }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const homeFirstLoad = new Set(
    firstLoadFiles(await (await request.get(paths.home)).text()).js.map((file) => `/${file}`),
  );
  const aboutChunk = await pageChunk(request, paths.about, 'about');
  const scripts = recordScripts(page);
  await gotoWatching(page, paths.home);
  expect(await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(
    true,
  );

  const about = mainNav(page).getByRole('link', { name: 'About' });
  await about.hover();
  await about.focus();
  await afterIdlePeriods(page);
  const clickedAt = Date.now();
  await about.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect.poll(() => scripts.haveArrived([aboutChunk])).toBe(true);

  // Only the click asked for the about page, and nothing but the home page's own code came before it.
  const pageChunks = (files: string[]) => files.filter((file) => /-page-[\w-]+\.js$/.test(file));
  expect(pageChunks(scripts.pathsStartedBefore(clickedAt)).filter((file) => !homeFirstLoad.has(file))).toEqual([]);
  expect(pageChunks(scripts.paths())).toContain(aboutChunk);
});

test('a signed-out visitor pointing at the sign-in and sign-up links downloads no Firebase code', async ({
  page,
  request,
}) => {
  const needed = [
    ...(await modulesToFetch(request, paths.account, paths.signIn)),
    ...(await modulesToFetch(request, paths.account, paths.signUp)),
  ];
  const scripts = recordScripts(page);
  // Signed out, My week asks the visitor to sign in, and loads no Firebase code (member-space.spec.ts).
  await gotoWatching(page, paths.account);
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).hover();
  await page.getByRole('banner').getByRole('link', { name: signUpOrSignIn }).hover();
  await expect.poll(() => scripts.haveArrived(needed)).toBe(true);
  await afterIdlePeriods(page);

  const firebaseCode = await Promise.all(
    scripts.requests().map(async (script) => {
      const code = (await (await script.response())?.text()) ?? '';
      return firebaseMarkersIn(code).map((marker) => `${script.url()}: ${marker}`);
    }),
  );
  expect(firebaseCode.flat()).toEqual([]);
});

test('a prefetch that fails is silent, and the click then downloads the page afresh', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(REFUSED_SCRIPT_LOG);
  const aboutChunk = await pageChunk(request, paths.about, 'about');
  let refused = 0;
  const isAboutChunk = (url: URL) => url.pathname === aboutChunk;
  await page.route(isAboutChunk, (route) => {
    refused += 1;
    return route.abort();
  });
  await gotoWatching(page, paths.home);
  const about = mainNav(page).getByRole('link', { name: 'About' });
  await about.hover();
  await expect.poll(() => refused).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.unroute(isAboutChunk);
  await about.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
