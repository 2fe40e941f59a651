/** French words of the navbar's side panel (the contact details come from site.ts). */
import type * as English from '../side-panel';
import type { TranslationOf } from '../translation';

export const sidePanel = {
  aboutHeading: 'Qui sommes-nous ?',
  about:
    'Rivage Gym est une salle de sport de quartier sur la corniche de Mahdia. Nos coachs et nos nutritionnistes construisent un programme autour de vous, que vous souleviez votre première barre ou que vous prépariez le semi-marathon du Sahel.',
  galleryHeading: 'Galerie',
  galleryLink: 'Voir toute la galerie',
  contactHeading: 'Coordonnées',
};

export type Complete = TranslationOf<typeof English, typeof import('./side-panel')>;
