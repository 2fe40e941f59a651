/** What a form says when it is submitted before the site's JavaScript has started. */
export const appStartMessages = {
  wait: 'One moment: the form is still loading. Nothing was sent; what you typed is kept.',
  failed: 'The form could not load, so nothing was sent. Reload the page to try again.',
  noScript: 'This form needs JavaScript, which is off in your browser.',
} as const;
