/**
 * The collapsed list keeps the other four cards in the page, hidden, so nothing is out of reach
 * before the app runs: with scripting off they show at once, and before the app has started
 * "show more" opens the list's flag popover natively (popovertarget), which reveals them. These
 * variants read that state from the section marked `group/classes`; literal strings, so that
 * Tailwind finds them.
 */
export const SHOWN_WITHOUT_APP = 'noscript:block group-has-[:popover-open]/classes:block';
export const HIDDEN_WITHOUT_APP = 'noscript:hidden group-has-[:popover-open]/classes:hidden';
