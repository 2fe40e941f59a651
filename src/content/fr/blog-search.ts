/** French text of the blog's search that is not about posts (no image imports: the e2e specs read it). */
import type * as English from '../blog-search';
import type { TranslationOf } from '../translation';

/** Under the search when JavaScript is off: the search and the sidebar's filters need it. */
export const BLOG_FILTERS_NEED_SCRIPT_MESSAGE =
  'La recherche et les filtres ont besoin de JavaScript, qui est désactivé dans votre navigateur : tous les articles sont donc affichés sur cette page.';

export type Complete = TranslationOf<typeof English, typeof import('./blog-search')>;
