/**
 * The window before the app starts, held open: the page's entry runs, but the app's modules it
 * asks for after the first paint wait until the test releases them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { HYDRATION_MODULES_ID } from '../../src/app/hydration-modules';
import { expect } from './fixtures';

/** The modules the page's entry requests after the first paint, as the prerender listed them. */
export async function listedModules(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  const list = new RegExp(`<script type="application/json" id="${HYDRATION_MODULES_ID}">([^<]*)</script>`).exec(html);
  const modules: string[] = JSON.parse(list?.[1] ?? '[]');
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
