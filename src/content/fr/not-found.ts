/** French words of the not-found page. */

import type * as English from '../not-found';
import type { NotFoundContent } from '../not-found';
import { site } from '../site';
import type { TranslationOf } from '../translation';

export const notFound: NotFoundContent = {
  title: 'Page introuvable',
  description: `Cette page n’existe pas sur le site de ${site.name}. Voici les pages principales.`,
  code: '404',
  headline: 'Une répétition ratée ? Ça arrive même aux meilleurs.',
  explanation:
    'Nous n’avons pas trouvé cette page. L’adresse contient peut-être une faute de frappe, ou la page a été déplacée.',
  home: 'Retour à l’accueil',
  linksHeading: 'Essayez plutôt l’une de ces pages',
  askHeading: 'Vous cherchez encore ? Contactez-nous',
};

export type Complete = TranslationOf<typeof English, typeof import('./not-found')>;
