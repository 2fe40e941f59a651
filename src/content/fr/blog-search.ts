/** French text of the blog's search that is not about posts (no image imports: the e2e specs read it). */
import type * as English from '../blog-search';
import type { TranslationOf } from '../translation';

/** Under the search when JavaScript is off: the search and the sidebar's filters need it. */
// The English module types this as its English literal (no `: string`); this cast lets the
// French text pass as that type until the English side is annotated `string`.
export const BLOG_FILTERS_NEED_SCRIPT_MESSAGE =
  'La recherche et les filtres ont besoin de JavaScript, qui est désactivé dans votre navigateur : tous les articles sont donc affichés sur cette page.' as string as typeof English.BLOG_FILTERS_NEED_SCRIPT_MESSAGE;

export type Complete = TranslationOf<typeof English, typeof import('./blog-search')>;
