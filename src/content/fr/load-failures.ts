/** French words shown when part of a page fails to download. */

import type * as English from '../load-failures';
import type { TranslationOf } from '../translation';

export const loadFailures = {
  retry: 'Réessayer',
  page: {
    title: 'Cette page n’a pas pu se charger',
    text: 'Le téléchargement a échoué : vous êtes peut-être hors ligne. Vérifiez votre connexion, puis réessayez.',
  },
  homeLaterSections:
    'La suite de cette page n’a pas fini de se charger : vous êtes peut-être hors ligne. Les liens fonctionnent déjà ; réessayez pour charger aussi les éléments interactifs.',
};

export type Complete = TranslationOf<typeof English, typeof import('./load-failures')>;
