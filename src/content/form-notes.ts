/**
 * What a form says when it cannot send: before the site's JavaScript has started, or without it.
 * The prerender writes `appStartMessages` into every page (src/before-start/app-start-note.ts),
 * so the app carries none of them.
 */

/** What a form says when it cannot send yet (see src/before-start/). */
export interface AppStartMessages {
  /** Submitted before the site's JavaScript has started. */
  wait: string;
  /** The site's JavaScript failed to start. */
  failed: string;
}

export const appStartMessages: AppStartMessages = {
  wait: 'One moment: the form is still loading. Nothing was sent; what you typed is kept.',
  failed: 'The form could not load, so nothing was sent. Reload the page to try again.',
};

/** Shown inside each form when JavaScript is off (the only one of these the app itself carries). */
export const FORM_NEEDS_SCRIPT_MESSAGE: string = 'This form needs JavaScript, which is off in your browser.';
