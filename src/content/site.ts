/**
 * The gym's identity as the pages show it: the facts of site-facts.ts (the same in every
 * language) worded by site-words.ts (swapped for the page's language). This module has no
 * translation of its own, so a fact changed in site-facts.ts shows on every page.
 */
import { highestPlanPrice, lowestPlanPrice } from './pricing-facts';
import { siteFacts } from './site-facts';
import { siteWords } from './site-words';
import type { DayOfWeek, OpeningHoursLine, OpeningHoursSpecification, Site } from './types';

const week: readonly DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** One day's name, or the range from the first day to the last. */
function daysOf(days: OpeningHoursSpecification['days']): string {
  const [first, ...rest] = days.map((day) => siteWords.weekdays[day]);
  const last = rest.at(-1);
  return last === undefined ? (first ?? '') : siteWords.dayRange(first ?? '', last);
}

/** The footer's lines: each opening, then each day without one. */
function footerHours(): readonly OpeningHoursLine[] {
  const { openingHours } = siteFacts;
  const open = openingHours.map(({ days, opens, closes }) => ({
    days: daysOf(days),
    hours: siteWords.footerHours(opens, closes),
  }));
  const closed = week
    .filter((day) => !openingHours.some((hours) => (hours.days as readonly DayOfWeek[]).includes(day)))
    .map((day) => ({ days: siteWords.weekdays[day], hours: siteWords.closed }));
  return [...open, ...closed];
}

function contactHours(): string {
  const { days, opens, closes } = siteFacts.contactHours;
  const worded = days.map((day) => siteWords.weekdays[day]);
  return siteWords.contactHours(worded[0] ?? '', worded.at(-1) ?? '', opens, closes);
}

export const site: Site = {
  name: siteFacts.name,
  url: siteFacts.url,
  priceRange: siteWords.priceRange(lowestPlanPrice, highestPlanPrice),
  tagline: siteWords.tagline,
  town: siteWords.town,
  address: { ...siteWords.address, postalCode: siteFacts.postalCode },
  phone: siteFacts.phone,
  email: siteFacts.email,
  socialLinks: siteFacts.socialLinks.map((link) => ({ ...link, label: siteWords.socialLabels[link.network] })),
  mapLocation: siteFacts.mapLocation,
  footerHours: footerHours(),
  openingHours: siteFacts.openingHours,
  contactHours: contactHours(),
  designer: { name: siteWords.designerName, href: siteFacts.designerHref },
};
