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

// A page that failed while rendering.
export const routeErrorTitle: string = 'Un problème est survenu';
export const routeErrorDescription: string = 'Cette page n’a pas pu s’afficher.';
export const routeErrorText: string =
  'Cette page n’a pas pu s’afficher. Si vous êtes hors ligne, vérifiez votre connexion ; sinon, il suffit généralement de recharger la page.';
export const routeErrorReload: string = 'Recharger la page';
export const routeErrorHome: string = 'Aller à l’accueil';

export type Complete = TranslationOf<typeof English, typeof import('./load-failures')>;
