/**
 * The gym's identity as the pages show it: the facts of site-facts.ts (the same in every
 * language) worded by site-words.ts (swapped for the page's language). This module has no
 * translation of its own, so a fact changed in site-facts.ts shows on every page.
 */
import { highestPlanPrice, lowestPlanPrice } from './pricing-facts';
import { siteFacts } from './site-facts';
import * as words from './site-words';
import type { OpeningHoursLine, OpeningHoursSpecification, Site } from './types';

/** One day's name, or the range from the first of consecutive days to the last. */
function daysOf(days: OpeningHoursSpecification['days']): string {
  const [first = 'Monday', ...rest] = days;
  const last = rest.at(-1);
  return last ? words.dayRange(words.weekdays[first], words.weekdays[last]) : words.weekdays[first];
}

/** The footer's lines: each opening, then each closed day. */
function footerHours(): readonly OpeningHoursLine[] {
  return [
    ...siteFacts.openingHours.map(({ days, opens, closes }) => ({
      days: daysOf(days),
      hours: words.footerHours(opens, closes),
    })),
    ...siteFacts.closedDays.map((day) => ({ days: words.weekdays[day], hours: words.closed })),
  ];
}

export const site: Site = {
  name: siteFacts.name,
  url: siteFacts.url,
  tagline: words.tagline,
  town: words.town,
  address: { ...words.address, postalCode: siteFacts.postalCode },
  phone: siteFacts.phone,
  email: siteFacts.email,
  socialLinks: siteFacts.socialLinks.map((link) => ({ ...link, label: words.socialLabels[link.network] })),
  mapLocation: siteFacts.mapLocation,
  footerHours: footerHours(),
  openingHours: siteFacts.openingHours,
  designer: { name: words.designerName, href: siteFacts.designerHref },
};

/** The plans' price range for search results, e.g. "39–100 DT per month" (the prerender's structured data). */
export const priceRange = (): string => words.priceRange(lowestPlanPrice(), highestPlanPrice());
