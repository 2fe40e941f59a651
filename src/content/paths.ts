/**
 * Every URL of the site. Links, redirects, the route table, the prerender list, the sitemap
 * and the end-to-end specs all read this module, so a URL is spelled in one place. A fact of the
 * site, never translated (a page's language adds its prefix: i18n/page-locale.ts): it stands with
 * the facts, beneath every folder that links, the timetable's calendar files included.
 */
import type { Weekday } from '@/lib/weekdays';
import type { GymClassName } from './class-names';

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
  /** The free trial booking page. */
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
