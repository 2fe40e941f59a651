import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

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
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [isShown, setIsShown] = useState(() => !isFollowedLink(navigationType, hash));

  useEffect(() => {
    if (isShown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame comes just before the next paint, the timer just after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIsShown(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isShown]);

  return isShown ? children : <div className="min-h-screen" />;
}

/** A link followed inside the running app, as opposed to the page's first load or a return to it. */
function isFollowedLink(navigationType: string, hash: string): boolean {
  if (typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true') return false;
  return navigationType !== 'POP' && !hash;
}
