/** Server entry, used only by scripts/prerender.ts: renders one URL of the route table to HTML. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { PageHandle } from '@/app/page-route';
import { routes } from '@/app/routes';
import { gymStructuredData, jsonLdScript } from '@/components/seo/gym-structured-data';
import { paths } from '@/content/paths';
import { handedOverFormatsScript, recordFormats } from '@/i18n/handed-over-formats';
import { pageLocale, pagePath, routerBasename } from '@/i18n/page-locale';
import { encodeOffsetSpans, HANDED_OVER_OFFSETS_DAYS, zoneOffsetSpans, zoneOffsetsKey } from '@/i18n/wall-clock';
import { GYM_TIME_ZONE } from '@/timetable/gym-time';

export { prerenderPaths, redirects, sitemapPaths } from '@/app/site-paths';
/** The page-wide note for a form submitted before the app starts, in this build's language. */
export { appStartMessages } from '@/content/form-notes';
export { NOT_FOUND_FILE, NOT_FOUND_PROBE_PATH } from '@/content/paths';
export { absoluteUrl } from '@/content/site-url';
export { pageLocale, pagePath };

const pagesDescribingTheGym = new Set<string>([paths.home, paths.contact]);

/** The schema.org block for a page's <head> (home and contact describe the gym), or ''. */
export function structuredDataFor(path: string): string {
  return pagesDescribingTheGym.has(path) ? jsonLdScript(gymStructuredData()) : '';
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;
let gymZoneOffsets: string | undefined;

/**
 * The gym's zone offsets from the day before the build, handed to every page: its opening line
 * and timetable then read the gym's clock without waking Intl (src/i18n/wall-clock.ts). Read once
 * per build.
 */
function gymZoneOffsetsWord(): string {
  gymZoneOffsets ??= encodeOffsetSpans(
    zoneOffsetSpans(GYM_TIME_ZONE, Date.now() - MS_PER_DAY, HANDED_OVER_OFFSETS_DAYS),
  );
  return gymZoneOffsets;
}

type RenderResult =
  | {
      kind: 'page';
      status: number;
      /** The app's markup; React puts the page's `<title>` and `<meta>` tags first. */
      html: string;
      /** Source paths of the page modules this URL hydrates with (keys of Vite's manifest). */
      pageModules: string[];
      /** The words the page formatted and the gym's zone offsets, for the browser (src/i18n/handed-over-formats.ts). */
      formatsScript: string;
    }
  | { kind: 'redirect'; status: number; location: string };

/** Renders one path of the route table (`/about`) in this build's language (at `/fr/about`). */
export async function render(path: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes, { basename: routerBasename });
  const context = await handler.query(new Request(new URL(pagePath(path), 'http://prerender.local')));

  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const { result: html, formats } = recordFormats(() =>
    renderToString(
      <StrictMode>
        {/* hydrate={false}: no inline data script, so the CSP can forbid inline scripts. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    ),
  );
  const pageModules = context.matches.flatMap(({ route }) => {
    const handle = route.handle as Partial<PageHandle> | undefined;
    if (!handle?.loadElement) return [];
    // Without it the page would hydrate without its chunk listed: a waterfall no test would see.
    if (!handle.pageModule)
      throw new Error(`${path}: its page import has no module key (scripts/vite/page-module-keys.ts)`);
    return [handle.pageModule];
  });
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    pageModules,
    formatsScript: handedOverFormatsScript(
      new Map([...formats, [zoneOffsetsKey(GYM_TIME_ZONE), gymZoneOffsetsWord()]]),
    ),
  };
}
