/** French words of the gym's identity; the facts they word are in site-facts.ts. */
import type { SocialLinkNetwork } from '../site-facts';
import type * as English from '../site-words';
import type { TranslationOf } from '../translation';
import type { SiteWords } from '../types';

const dayRange = (first: string, last: string) => `Du ${first.toLowerCase()} au ${last.toLowerCase()}`;

export const siteWords: SiteWords<SocialLinkNetwork> = {
  tagline: 'La salle de sport de quartier face à la mer, à Mahdia : des corps forts, des portes grandes ouvertes.',
  town: 'Mahdia',
  address: {
    street: '14, avenue Habib Bourguiba',
    town: 'Mahdia',
    region: 'Gouvernorat de Mahdia',
    country: 'Tunisie',
  },
  socialLabels: {
    facebook: 'Rivage Gym sur Facebook',
    instagram: 'Rivage Gym sur Instagram',
    x: 'Rivage Gym sur X',
    youtube: 'Rivage Gym sur YouTube',
  },
  designerName: 'l’équipe web de Rivage Gym',
  priceRange: (lowest, highest) => `${lowest}–${highest} DT par mois`,
  weekdays: {
    Monday: 'Lundi',
    Tuesday: 'Mardi',
    Wednesday: 'Mercredi',
    Thursday: 'Jeudi',
    Friday: 'Vendredi',
    Saturday: 'Samedi',
    Sunday: 'Dimanche',
  },
  dayRange,
  footerHours: (opens, closes) => `${opens}–${closes}`,
  closed: 'Fermé',
  contactHours: (first, last, opens, closes) => `${dayRange(first, last)}, ${opens}–${closes}`,
};

export type Complete = TranslationOf<typeof English, typeof import('./site-words')>;
