/** French footer words: the "Our Classes" list, headings, copyright line and the privacy policy's name. */
import type * as English from '../footer';
import { site } from '../site';
import type { TranslationOf } from '../translation';

export const footerClassNames: readonly string[] = [
  'Cours de fitness',
  'Cours d’aérobic',
  'Power yoga',
  'Initiation aux machines',
  'Renforcement complet',
];

export const classesHeading: string = 'Nos cours';
export const hoursHeading: string = 'Horaires d’ouverture';

// "© 2025 Rivage Gym. Tous droits réservés. Conçu par <designer>.", around the year and the designer's link.
export const copyrightBeforeYear: string = '© ';
export const copyrightAfterYear: string = ` ${site.name}. Tous droits réservés. Conçu par `;
export const copyrightAfterDesigner: string = '.';

/**
 * The privacy policy's name: the footer's link to it, the policy page's title and the links
 * under the forms.
 */
export const PRIVACY_POLICY_LABEL: string = 'Politique de confidentialité';

export type Complete = TranslationOf<typeof English, typeof import('./footer')>;
