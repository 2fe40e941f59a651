/**
 * The gym's facts: the same on every page of every language. No language swaps this module
 * (scripts/vite/locale-content.ts never translates a `-facts` module), so a value changed here
 * reaches all of them. A real gym replaces these values, the words around them in
 * site-words.ts (and its French and Arabic twins), and the privacy facts in privacy-facts.ts.
 * The contact data below is well-formed but deliberately a placeholder: 000 numbers and
 * `.example` domains.
 */
import type { SiteFacts } from './site-types';

// The Facebook page's username: the footer's Facebook link and the Messenger chat (chat-facts.ts)
// both open it.
export const facebookPage = 'rivagegym.example';

export const siteFacts = {
  // The brand, written in Latin letters on every page, the Arabic ones included.
  name: 'Rivage Gym',
  url: 'https://www.rivage-gym.example',
  // A number the post office reads; the street, town, region and country are words (site-words.ts).
  address: { postalCode: '5100' },
  phone: { display: '+216 73 000 000', international: '+21673000000' },
  email: 'hello@rivage-gym.example',
  socialLinks: [
    { network: 'facebook', href: `https://www.facebook.com/${facebookPage}` },
    { network: 'instagram', href: 'https://www.instagram.com/rivagegym.example' },
    { network: 'x', href: 'https://x.com/rivagegym_example' },
    { network: 'youtube', href: 'https://www.youtube.com/@rivagegym.example' },
  ],
  mapLocation: { latitude: 35.5047, longitude: 11.0622 },
  // The weekly hours: the footer prints one line for each (its days as a range, first to last,
  // so keep them consecutive), then "closed" for each closed day; search engines read them as
  // structured data. Every day of the week is in one or the other (a test checks).
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '21:00' },
    { days: ['Saturday'], opens: '07:00', closes: '19:00' },
  ],
  closedDays: ['Sunday'],
  designer: { href: 'mailto:web@rivage-gym.example' },
} as const satisfies SiteFacts;

/** The networks the gym links to: each language's site-words.ts names exactly these. */
export type SocialLinkNetwork = (typeof siteFacts.socialLinks)[number]['network'];
