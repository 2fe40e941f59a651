/**
 * What the site says when part of a page fails to download (a visitor offline, or a tab left
 * open across a deploy), or fails to render: what failed, in plain words, and the one thing to
 * do about it.
 */

/** What the site says when part of a page fails to download: the page, or the home page's lower sections. */
export interface LoadFailuresContent {
  retry: string;
  page: { title: string; text: string };
  homeLaterSections: string;
}

export const loadFailures: LoadFailuresContent = {
  retry: 'Retry',
  page: {
    title: 'This page did not load',
    text: 'Its download failed: you may be offline. Check your connection, then retry.',
  },
  homeLaterSections:
    'The rest of this page did not finish loading: you may be offline. Its links work; retry to load its controls too.',
};

// A page that failed while rendering. Constants of their own (see site-frame.ts): the message is
// part of the app's first load.
export const routeErrorTitle: string = 'Something went wrong';
export const routeErrorDescription: string = 'This page could not be shown.';
export const routeErrorText: string =
  'This page could not be shown. If you are offline, check your connection; otherwise reloading usually fixes it.';
export const routeErrorReload: string = 'Reload this page';
export const routeErrorHome: string = 'Go to the home page';
