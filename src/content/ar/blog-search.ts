/** Arabic: text of the blog's search that is not about posts (free of image imports, for the end-to-end specs). */

import type * as English from '../blog-search';
import type { TranslationOf } from '../translation';

/** Under the search when JavaScript is off: the search and the sidebar's filters need it. */
// The English module types this as its own literal, not `string`: the cast keeps the proof below honest
// about shape (a string) until the English export is annotated `: string`.
export const BLOG_FILTERS_NEED_SCRIPT_MESSAGE =
  'يحتاج البحث والتصفية إلى جافاسكريبت، وهي معطّلة في متصفحك: لذلك تُعرض كل المقالات في هذه الصفحة.' as string as typeof English.BLOG_FILTERS_NEED_SCRIPT_MESSAGE;

export type Complete = TranslationOf<typeof English, typeof import('./blog-search')>;
