/**
 * What a form says when it is submitted before the site's JavaScript has started. The
 * prerender writes these into every page (scripts/lib/app-start-note.ts), so the app carries none.
 */
export const appStartMessages = {
  wait: 'One moment: the form is still loading. Nothing was sent; what you typed is kept.',
  failed: 'The form could not load, so nothing was sent. Reload the page to try again.',
} as const;

/** Shown inside each form when JavaScript is off (the only one of these the app itself carries). */
export const FORM_NEEDS_SCRIPT_MESSAGE = 'This form needs JavaScript, which is off in your browser.';
