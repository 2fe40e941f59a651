import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstContentfulPaint,
  HYDRATION_MODULES_ID,
  listedHydrationModules,
  preloadHydrationModules,
} from './hydration-modules';

function listModules(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = HYDRATION_MODULES_ID;
  block.textContent = json;
  document.head.append(block);
}

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('the modules a page hydrates with', () => {
  it('are read from the list the prerender wrote', () => {
    listModules('["/assets/app.js","/assets/home-page.js"]');
    expect(listedHydrationModules(document)).toEqual(['/assets/app.js', '/assets/home-page.js']);
  });

  it('are none on a page without a list (the dev server)', () => {
    expect(listedHydrationModules(document)).toEqual([]);
    preloadHydrationModules(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('are all requested at once as module preloads', () => {
    listModules('["/assets/app.js","/assets/home-page.js"]');
    preloadHydrationModules(document);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/app.js', '/assets/home-page.js']);
  });
});

describe('afterFirstContentfulPaint', () => {
  it('starts anyway when the browser reports no paint', async () => {
    vi.useFakeTimers();
    let started = false;
    void afterFirstContentfulPaint(1000).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});
