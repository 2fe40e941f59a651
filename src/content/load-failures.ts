/**
 * What the site says when part of a page fails to download (a visitor offline, or a tab left
 * open across a deploy): what failed, in plain words, and the one thing to do about it.
 */
export const loadFailures = {
  retry: 'Retry',
  page: {
    title: 'This page did not load',
    text: 'Its download failed: you may be offline. Check your connection, then retry.',
  },
  homeLaterSections:
    'The rest of this page did not finish loading: you may be offline. Its links work; retry to load its controls too.',
};
