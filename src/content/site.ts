/**
 * The gym's identity in one place. A real gym replaces these values (name, address, phone,
 * e-mail, social links, map location, hours), and the privacy facts in privacy-facts.ts, and
 * nothing else needs to change. The contact
 * data below is well-formed but deliberately a placeholder: 000 numbers and `.example` domains.
 */
import type { Site } from './types';

export const site: Site = {
  name: 'Rivage Gym',
  url: 'https://www.rivage-gym.example',
  priceRange: '39–100 DT per month',
  tagline: 'A community gym by the sea in Mahdia: strong bodies, open doors.',
  town: 'Mahdia',
  address: {
    street: '14 Avenue Habib Bourguiba',
    postalCode: '5100',
    town: 'Mahdia',
    region: 'Mahdia Governorate',
    country: 'Tunisia',
  },
  phone: { display: '+216 73 000 000', international: '+21673000000' },
  email: 'hello@rivage-gym.example',
  socialLinks: [
    { network: 'facebook', label: 'Rivage Gym on Facebook', href: 'https://www.facebook.com/rivagegym.example' },
    { network: 'instagram', label: 'Rivage Gym on Instagram', href: 'https://www.instagram.com/rivagegym.example' },
    { network: 'x', label: 'Rivage Gym on X', href: 'https://x.com/rivagegym_example' },
    { network: 'youtube', label: 'Rivage Gym on YouTube', href: 'https://www.youtube.com/@rivagegym.example' },
  ],
  mapLocation: { latitude: 35.5047, longitude: 11.0622 },
  footerHours: [
    { days: 'Monday-Friday', hours: '7:00am-21:00pm' },
    { days: 'Saturday', hours: '7:00am-19:00pm' },
    { days: 'Sunday', hours: 'closed' },
  ],
  // The footer's hours again, machine-readable (a test keeps the two in step). The contact
  // page's differing line is not used here: the footer's is the complete weekly schedule.
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '21:00' },
    { days: ['Saturday'], opens: '07:00', closes: '19:00' },
  ],
  contactHours: 'Mon to Fri 7:30 am - 1:00 am',
  designer: { name: 'the Rivage Gym web team', href: 'mailto:web@rivage-gym.example' },
};
