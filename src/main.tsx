/**
 * Browser entry, kept tiny. A prerendered page is complete without JavaScript, so the app's
 * code is requested only after the page's first contentful paint: on a slow connection it
 * never competes with the first screen's stylesheet, fonts and images. Then every module the
 * page hydrates with is requested at once, and the app (src/app/start-app.tsx) starts.
 * Until then, a form the visitor submits says to wait a moment (src/before-start/early-submit.ts).
 */
import { afterFirstContentfulPaint, listedHydrationModules, preloadHydrationModules } from '@/app/hydration-modules';
import { watchEarlySubmits } from '@/before-start/early-submit';
import './index.css';
// The language's own faces, if any (Arabic): after the site's, so its font stacks win.
import '@/content/locale-fonts.css';

let hasFailedToStart = false;
watchEarlySubmits(document, () => (hasFailedToStart ? 'failed' : 'wait'));

async function start() {
  await afterFirstContentfulPaint();
  if (import.meta.env.DEV) {
    await import('@/app/start-app');
    return;
  }
  // The prerender lists the app's entry first, then the page's own modules.
  const [appEntry] = listedHydrationModules(document);
  if (!appEntry) throw new Error('this page lists no app module to start');
  preloadHydrationModules(document);
  await import(/* @vite-ignore */ appEntry);
}

start().catch((error: unknown) => {
  hasFailedToStart = true;
  console.error('The page could not load its interactive parts', error);
});
