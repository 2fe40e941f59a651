/** French words of the blog page around its posts (the posts themselves: blog.ts). */
import { pluralCategory } from '@/i18n/format';
import type * as English from '../blog-page';
import type { BlogPageContent } from '../blog-page';
import type { TranslationOf } from '../translation';

/** A scope after the rest of a results line, with its space: " dans la catégorie Boxe". */
const withScope = (scope: string) => (scope ? ` ${scope}` : '');
/** French counts 0 and 1 in the singular ("1 article"); 0 itself is worded "Aucun article". */
const isOne = (count: number) => pluralCategory(count) === 'one';
const posts = (count: number) => `${count} ${isOne(count) ? 'article' : 'articles'}`;

export const blogPage: BlogPageContent = {
  title: 'Blog',
  description: 'Conseils d’entraînement, nouvelles des cours et histoires de la communauté Rivage Gym à Mahdia.',
  searchName: 'Articles du blog',
  searchLabel: 'Rechercher dans le blog',
  searchPlaceholder: 'Un mot du titre ou de l’article',
  postsHeading: 'Articles',
  clear: 'Effacer la recherche et les filtres',
  nothingFound:
    'Essayez avec moins de mots ou d’autres mots, choisissez une autre catégorie, ou effacez la recherche pour voir tous les articles.',
  category: 'Catégorie : ',
  sidebar: 'Colonne latérale du blog',
  categories: 'Catégories',
  recent: 'Articles récents',
  tags: 'Mots-clés populaires',
  categoryLabels: {
    'Body Building': 'Musculation',
    Boxing: 'Boxe',
    Crossfit: 'CrossFit',
    Fitness: 'Fitness',
    Meditation: 'Méditation',
    Yoga: 'Yoga',
  },
  categoryCount: (count) => `(${count})`,
  discountPercent: (percent) => `${percent} %`,
  seePlans: 'voir les formules',
  byAuthor: (name) => `Par ${name}`,
  purchase: 'acheter maintenant',
  purchaseLabel: 'acheter maintenant : renseignez-vous sur nos abonnements',
  results: {
    all: (total) => (isOne(total) ? `${posts(total)} affiché` : `Les ${total} articles sont affichés`),
    inCategory: (category) => `dans la catégorie ${category}`,
    taggedWith: (tag) => `avec le mot-clé ${tag}`,
    matching: (count, query, scope) =>
      count === 0
        ? `Aucun article ne correspond à « ${query} »${withScope(scope)}.`
        : `${posts(count)} ${isOne(count) ? 'correspond' : 'correspondent'} à « ${query} »${withScope(scope)}`,
    inScope: (count, scope) =>
      count === 0 ? `Aucun article${withScope(scope)}.` : `${posts(count)}${withScope(scope)}`,
  },
};

export type Complete = TranslationOf<typeof English, typeof import('./blog-page')>;
