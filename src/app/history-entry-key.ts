/**
 * Gives the page's own history entry a key of its own before the router starts.
 *
 * React Router keys saved scroll positions by history entry, but an entry the router did not
 * create (any page opened from the address bar, a bookmark or a link followed before the app
 * started) has no key, and all such entries share the key "default". A new page would then open
 * at the depth of whichever page was last scrolled under that key. A key kept in the entry's own
 * state survives reload and Back, so those still restore, while a new entry starts at its top.
 */
export function keyThisHistoryEntry(history: History = window.history) {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && 'key' in state && state.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...(state as object | null), usr: null, key, idx: 0 }, '');
}
