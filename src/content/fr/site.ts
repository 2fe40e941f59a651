/** French wording of the gym's identity; URLs, phone, e-mail, map and machine-readable hours are as in English. */
import type * as English from '../site';
import type { TranslationOf } from '../translation';
import type { Site } from '../types';

export const site: Site = {
  name: 'Rivage Gym',
  url: 'https://www.rivage-gym.example',
  priceRange: '39–100 DT par mois',
  tagline: 'La salle de sport de quartier face à la mer, à Mahdia : des corps forts, des portes grandes ouvertes.',
  town: 'Mahdia',
  address: {
    street: '14, avenue Habib Bourguiba',
    postalCode: '5100',
    town: 'Mahdia',
    region: 'Gouvernorat de Mahdia',
    country: 'Tunisie',
  },
  phone: { display: '+216 73 000 000', international: '+21673000000' },
  email: 'hello@rivage-gym.example',
  socialLinks: [
    { network: 'facebook', label: 'Rivage Gym sur Facebook', href: 'https://www.facebook.com/rivagegym.example' },
    { network: 'instagram', label: 'Rivage Gym sur Instagram', href: 'https://www.instagram.com/rivagegym.example' },
    { network: 'x', label: 'Rivage Gym sur X', href: 'https://x.com/rivagegym_example' },
    { network: 'youtube', label: 'Rivage Gym sur YouTube', href: 'https://www.youtube.com/@rivagegym.example' },
  ],
  mapLocation: { latitude: 35.5047, longitude: 11.0622 },
  footerHours: [
    { days: 'Du lundi au vendredi', hours: '07:00–21:00' },
    { days: 'Samedi', hours: '07:00–19:00' },
    { days: 'Dimanche', hours: 'Fermé' },
  ],
  // Machine-readable, for search engines: schema.org day names and 24-hour times, as in English.
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '21:00' },
    { days: ['Saturday'], opens: '07:00', closes: '19:00' },
  ],
  contactHours: 'Du lundi au vendredi, 07:30–01:00',
  designer: { name: 'l’équipe web de Rivage Gym', href: 'mailto:web@rivage-gym.example' },
};

export type Complete = TranslationOf<typeof English, typeof import('./site')>;
