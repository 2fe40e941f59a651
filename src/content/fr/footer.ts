/** French footer words: the "Our Classes" list and the privacy policy's name. */
import type * as English from '../footer';
import type { TranslationOf } from '../translation';

export const footerClassNames: readonly string[] = [
  'Cours de fitness',
  'Cours d’aérobic',
  'Power yoga',
  'Initiation aux machines',
  'Renforcement complet',
];

/**
 * The privacy policy's name: the footer's link to it, the policy page's title and the links
 * under the forms.
 */
export const PRIVACY_POLICY_LABEL = 'Politique de confidentialité';

export type Complete = TranslationOf<typeof English, typeof import('./footer')>;
