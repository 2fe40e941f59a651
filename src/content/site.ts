/**
 * The gym's identity as the pages show it: the facts of site-facts.ts (the same in every
 * language) worded by site-words.ts (swapped for the page's language). This module has no
 * translation of its own, so a fact changed in site-facts.ts shows on every page.
 */
import { highestPlanPrice, lowestPlanPrice } from './pricing-facts';
import { siteFacts } from './site-facts';
import type { OpeningHoursLine, Site } from './site-types';
import type { Ends } from './site-words';
import * as words from './site-words';

type OpeningDays = (typeof siteFacts.openingHours)[number]['days'];

/** One day's name, or the range from the first of consecutive days to the last. */
function daysOf(days: OpeningDays): string {
  const first = words.weekdays[days[0]];
  const last = days[days.length - 1] as Ends<OpeningDays>;
  return days.length > 1 ? words.dayRange(first, words.weekdays[last]) : first;
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
  ...siteFacts,
  tagline: words.tagline,
  town: words.town,
  address: { ...words.address, ...siteFacts.address },
  socialLinks: siteFacts.socialLinks.map((link) => ({ ...link, label: words.socialLabels[link.network] })),
  footerHours: footerHours(),
  designer: { ...siteFacts.designer, name: words.designerName },
};

/** The plans' price range for search results, e.g. "39–100 DT per month" (the prerender's structured data). */
export const priceRange = (): string => words.priceRange(lowestPlanPrice(), highestPlanPrice());
