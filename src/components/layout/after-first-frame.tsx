import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * A page's content below its banner. When a visitor follows a link to the page, the browser
 * first draws the banner with the page's heading, and this part one frame later: creating and
 * laying out a long page (the classes' cards and pictures) took a slow phone longer than the
 * tenth of a second in which a click feels instant, so the whole page waited for its last card.
 * Until then an empty block a screen tall keeps the footer out of view.
 *
 * Shown at once wherever waiting would be wrong or noticed: in the prerendered HTML and its
 * hydration (they must match), on back and forward (the browser restores the scroll position
 * into the full page), and for a link to a place in the page (`#…`), which must be there.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  const isFollowedLink = useIsFollowedLink();
  const [isShown, setIsShown] = useState(!isFollowedLink);

  useEffect(() => {
    if (!isShown) return afterNextPaint(() => setIsShown(true));
  }, [isShown]);

  return isShown ? children : <FirstFramePlaceholder />;
}

/** Stands in for the content below the banner while it waits: a screen tall, so the footer stays out of view. */
export function FirstFramePlaceholder() {
  return <div className="min-h-screen" />;
}

/**
 * Whether this page was opened by a link followed inside the running app (not its first load,
 * not back or forward, not a link to a place in it): fixed when the page mounts.
 */
export function useIsFollowedLink(): boolean {
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [isFollowedLink] = useState(() => hasAppStarted() && navigationType !== 'POP' && !hash);
  return isFollowedLink;
}

/** The root layout marks <html> once the app has hydrated; before that, and in the prerender, it has not. */
function hasAppStarted(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}

export { afterNextPaint };
