/**
 * Every URL of the site. Links, redirects, the route table, the prerender list, the sitemap
 * and the end-to-end specs all read this module, so a URL is spelled in one place.
 */
import type { GymClassName } from '@/content/class-names';
import { type Weekday, weekdays } from '@/lib/weekdays';

export const galleryPageNumbers = [1, 2] as const;
export type GalleryPageNumber = (typeof galleryPageNumbers)[number];

export const paths = {
  home: '/',
  /** The home page at its hero (`id="home"`): where a new account lands, as the spec says. */
  homeHero: '/#home',
  about: '/about',
  gallery: '/gallery',
  galleryPage: (page: GalleryPageNumber) => `/gallery/page-${page}`,
  schedule: '/schedule',
  scheduleDay: (day: Weekday) => `/schedule/${day}`,
  blog: '/blog',
  pricing: '/pricing',
  classes: '/classes',
  contact: '/contact',
  /** The contact form with a class already chosen in its select. */
  contactForClass: (className: GymClassName) => `/contact?${new URLSearchParams({ class: className })}`,
  /** The free trial booking page (issue 31). */
  trial: '/trial',
  /** The trial page with a timetable slot's class and its next date already chosen. */
  trialForSlot: (slotId: string) => `/trial?${new URLSearchParams({ slot: slotId })}`,
  /** The trial page with a class already chosen. */
  trialForClass: (className: GymClassName) => `/trial?${new URLSearchParams({ class: className })}`,
  signUp: '/signup',
  signIn: '/login',
  privacy: '/privacy',
  /** My week and account settings: a member's own page. */
  account: '/account',
  /** The front desk: staff only (README, "Staff"). */
  desk: '/desk',
} as const;

/** Where the prerender writes the not-found page; Firebase Hosting serves it for unknown paths. */
export const NOT_FOUND_FILE = '404.html';
/** A path no route claims, rendered to produce 404.html. */
export const NOT_FOUND_PROBE_PATH = '/__not-found__';

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
