/** French words of the gym's identity; the facts they word are in site-facts.ts. */
import type { SocialLinkNetwork } from '../site-facts';
import type { PostalAddress } from '../site-types';
import type * as English from '../site-words';
import type { NamedDay } from '../site-words';
import type { TranslationOf, WordsById } from '../translation';

/** Consecutive days, from the first to the last (already worded). */
export const dayRange = (first: string, last: string): string => `Du ${first.toLowerCase()} au ${last.toLowerCase()}`;

export const tagline: string =
  'La salle de sport de quartier face à la mer, à Mahdia : des corps forts, des portes grandes ouvertes.';

export const town: string = 'Mahdia';

export const address: Omit<PostalAddress, 'postalCode'> = {
  street: '14, avenue Habib Bourguiba',
  town: 'Mahdia',
  region: 'Gouvernorat de Mahdia',
  country: 'Tunisie',
};

/** Each social link's visible or accessible name. */
export const socialLabels: WordsById<SocialLinkNetwork, string> = {
  facebook: 'Rivage Gym sur Facebook',
  instagram: 'Rivage Gym sur Instagram',
  x: 'Rivage Gym sur X',
  youtube: 'Rivage Gym sur YouTube',
};

export const designerName: string = 'l’équipe web de Rivage Gym';

export const priceRange = (lowest: number, highest: number): string => `${lowest}–${highest} DT par mois`;

export const weekdays: WordsById<NamedDay, string> = {
  Monday: 'Lundi',
  Friday: 'Vendredi',
  Saturday: 'Samedi',
  Sunday: 'Dimanche',
};

/** A footer line's hours, from 24-hour "HH:MM" times. */
export const footerHours = (opens: string, closes: string): string => `${opens}–${closes}`;

/** The footer's hours for a day the gym does not open. */
export const closed: string = 'Fermé';

export type Complete = TranslationOf<typeof English, typeof import('./site-words')>;
