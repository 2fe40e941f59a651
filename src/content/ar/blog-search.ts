/** Arabic: text of the blog's search that is not about posts (free of image imports, for the end-to-end specs). */

import type * as English from '../blog-search';
import type { TranslationOf } from '../translation';

/** Under the search when JavaScript is off: the search and the sidebar's filters need it. */
export const BLOG_FILTERS_NEED_SCRIPT_MESSAGE =
  'يحتاج البحث والتصفية إلى جافاسكريبت، وهي معطّلة في متصفحك: لذلك تُعرض كل المقالات في هذه الصفحة.';

export type Complete = TranslationOf<typeof English, typeof import('./blog-search')>;
