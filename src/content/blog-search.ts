/**
 * Text of the blog's search that is not about posts. Its own module, free of image imports, so
 * the end-to-end specs can read it too.
 */

/** Under the search when JavaScript is off: the search and the sidebar's filters need it. */
export const BLOG_FILTERS_NEED_SCRIPT_MESSAGE: string =
  'Search and filters need JavaScript, which is off in your browser: every post is shown on this page.';
