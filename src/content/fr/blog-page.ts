/** French words of the blog page around its posts (the posts themselves: blog.ts). */
import type * as English from '../blog-page';
import type { TranslationOf } from '../translation';
import type { BlogPageContent } from '../types';

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
};

export type Complete = TranslationOf<typeof English, typeof import('./blog-page')>;
