/** French words of the contact page; the gym's address, phone, e-mail and hours are facts (site-facts.ts). */

import type { ContactPageWords } from '../contact-types';
import type * as English from '../contact-words';
import { site } from '../site';
import type { TranslationOf } from '../translation';
import { dayRange } from './site-words';

export const contactPage: ContactPageWords = {
  title: 'Nous contacter',
  description: `Passez nous voir, appelez-nous ou écrivez à ${site.name}, sur le front de mer de ${site.town}. Vous pouvez aussi nous laisser vos coordonnées : nous vous rappellerons.`,
  eyebrow: 'contactez-nous',
  headline: 'Venez vous entraîner avec nous au bord de la mer',
  intro:
    'Passez visiter la salle gratuitement, appelez l’accueil ou laissez-nous vos coordonnées ci-dessous. Dites-nous quel cours vous intéresse : un coach vous recontactera pour convenir de votre première séance.',
  formTitle: 'Laissez-nous vos coordonnées',
  formIntro: 'Les champs marqués d’un * sont obligatoires. Vos coordonnées ne servent qu’à vous répondre.',
  nextSteps:
    'Un coach vous répondra par e-mail sous un jour ouvré (du lundi au vendredi) pour organiser votre première séance. Si vous avez choisi un cours, il vous proposera la prochaine séance où il reste une place.',
  info: {
    visit: 'Venez nous voir',
    hours: 'Horaires d’ouverture',
    reach: 'Appelez ou écrivez-nous',
    follow: 'Suivez-nous',
  },
  mapHeading: 'Nous trouver',
  mapLink: 'Ouvrir la carte sur OpenStreetMap',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  mapTitle: `Carte de l’emplacement de ${site.name}, sur le front de mer de ${site.town}`,
};

/** The hours line under "Horaires d’ouverture": "Du lundi au vendredi, 07:30–01:00". */
export const contactHours = (first: string, last: string, opens: string, closes: string): string =>
  `${dayRange(first, last)}, ${opens}–${closes}`;

export type Complete = TranslationOf<typeof English, typeof import('./contact-words')>;
