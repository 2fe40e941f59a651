/**
 * The lists of paths the prerender, the sitemap, the audits and the e2e walk: kept out of
 * paths.ts, which every page's first load carries, because the bundler keeps top-level `.map`
 * and `.filter` calls it cannot prove free of side effects, even when nothing in the browser
 * reads their result (about 250 bytes of every first load).
 */
import { galleryPageNumbers, paths } from '@/content/paths';
import { weekdays } from '@/lib/weekdays';

/** Every path that gets its own prerendered index.html, in site order. */
export const prerenderPaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.gallery,
  ...galleryPageNumbers.map(paths.galleryPage),
  paths.schedule,
  ...weekdays.map(paths.scheduleDay),
  paths.blog,
  paths.pricing,
  paths.classes,
  paths.contact,
  paths.trial,
  paths.signUp,
  paths.signIn,
  paths.privacy,
  paths.account,
  paths.desk,
];

/** Paths that only send the visitor on (Hosting answers them with a redirect). */
export const redirects: readonly { from: string; to: string }[] = [{ from: paths.gallery, to: paths.galleryPage(1) }];

/** Pages that say nothing until someone signs in: a member's own page and the staff's desk. */
export const signedInPaths: readonly string[] = [paths.account, paths.desk];

/**
 * The pages search engines should list: every prerendered page except paths that only
 * forward (/gallery) or repeat another page (/schedule shows a weekday that has its own URL),
 * and the pages that say nothing until someone signs in.
 */
export const sitemapPaths: readonly string[] = prerenderPaths.filter(
  (path) =>
    path !== paths.schedule && !signedInPaths.includes(path) && !redirects.some((redirect) => redirect.from === path),
);
