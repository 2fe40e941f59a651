/**
 * The words of the gym's identity: its tagline, its town and street, the names of its social
 * links, and how its prices and hours read. The facts they word (phone, e-mail, links, hours,
 * prices) are in site-facts.ts and pricing-facts.ts; site.ts puts the two together.
 */
import type { SocialLinkNetwork } from './site-facts';
import type { SiteWords } from './types';

/** "07:00" → "7:00 am", "13:30" → "1:30 pm". */
function twelveHourClock(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = Number(hours);
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'am' : 'pm'}`;
}

export const siteWords: SiteWords<SocialLinkNetwork> = {
  tagline: 'A community gym by the sea in Mahdia: strong bodies, open doors.',
  // A town's name is a word: the Arabic pages write المهدية.
  town: 'Mahdia',
  address: {
    street: '14 Avenue Habib Bourguiba',
    town: 'Mahdia',
    region: 'Mahdia Governorate',
    country: 'Tunisia',
  },
  socialLabels: {
    facebook: 'Rivage Gym on Facebook',
    instagram: 'Rivage Gym on Instagram',
    x: 'Rivage Gym on X',
    youtube: 'Rivage Gym on YouTube',
  },
  designerName: 'the Rivage Gym web team',
  priceRange: (lowest, highest) => `${lowest}–${highest} DT per month`,
  weekdays: {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  dayRange: (first, last) => `${first}-${last}`,
  // The spec's footer prints "7:00am-21:00pm": the opening hour without its leading zero, the
  // closing hour in 24-hour form, each followed by am or pm as if it were a 12-hour time.
  // English pages keep it exactly as the spec prints it.
  footerHours: (opens, closes) => {
    const specClock = (time: string) => {
      const hour = Number(time.slice(0, 2));
      return `${hour}${time.slice(2)}${hour < 12 ? 'am' : 'pm'}`;
    };
    return `${specClock(opens)}-${specClock(closes)}`;
  },
  closed: 'closed',
  // The spec's "Mon to Fri 7:30 am - 1:00 am": short day names and 12-hour times.
  contactHours: (first, last, opens, closes) =>
    `${first.slice(0, 3)} to ${last.slice(0, 3)} ${twelveHourClock(opens)} - ${twelveHourClock(closes)}`,
};
