/**
 * Control over when the app starts: its modules arrive after the first paint, so a visitor on a
 * slow connection uses the prerendered page for a while. These hold them back.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { HYDRATION_MODULES_ID } from '../../src/app/hydration-modules';
import { FAILED_REQUEST_LOG } from './auth-emulator';
import { expect } from './fixtures';

/**
 * The browser's lines when the tests refuse the app's scripts: the line of each refused request,
 * and the page's own entry (inline, so never refused) saying the app could not start.
 */
export const REFUSED_SCRIPT_LOG = new RegExp(
  `${FAILED_REQUEST_LOG.source}|^The page could not load its interactive parts TypeError: Failed to fetch dynamically imported module`,
);

/** The modules a page's entry requests after the first paint, as the prerender listed them in its HTML. */
export function listedModulesIn(html: string): string[] {
  const list = new RegExp(`<script type="application/json" id="${HYDRATION_MODULES_ID}">([^<]*)</script>`).exec(html);
  return JSON.parse(list?.[1] ?? '[]');
}

/** The modules the page's entry requests after the first paint, as the prerender listed them. */
export async function listedModules(request: APIRequestContext, path: string): Promise<Set<string>> {
  const modules = listedModulesIn(await (await request.get(path)).text());
  expect(modules.length, `${path} lists the modules it hydrates with`).toBeGreaterThan(0);
  return new Set(modules);
}

/** Holds back the app's modules until `release()`: the page stays as prerendered meanwhile. */
export async function holdBackApp(page: Page, modules: Set<string>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(
    (url) => modules.has(url.pathname),
    async (route) => {
      held += 1;
      await released;
      await route.continue();
    },
  );
  return { release, heldCount: () => held };
}

/**
 * Refuses every script file of the site, on this page and every page it leads to: the page's
 * inline entry runs, but the app it asks for never comes, so the app never starts.
 */
export async function refuseAppScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}
