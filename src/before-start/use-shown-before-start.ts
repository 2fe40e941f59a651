import { useEffect, useState } from 'react';
import { useIsHydrated } from './use-is-hydrated';

function openFlag(flagId: string): HTMLElement | null {
  const flag = typeof document === 'undefined' ? null : document.getElementById(flagId);
  // jsdom (the unit tests) has no popovers.
  return flag && 'hidePopover' in flag && flag.matches(':popover-open') ? flag : null;
}

/**
 * Whether the visitor pressed "show more" before the app started: until then the button opens
 * the popover `flagId` natively, and CSS shows the whole list while it is open. Read as the app
 * hydrates and true from the render after, so the cards the visitor already sees stay in view;
 * then `onShown` makes it the app's expanded list and the flag closes. Call it after
 * useSearchState: its first read of the address would otherwise undo `onShown`.
 */
export function useShownBeforeStart(flagId: string, onShown: () => void): boolean {
  const isHydrated = useIsHydrated();
  const [isShown, setIsShown] = useState(() => openFlag(flagId) !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app has taken over.
  useEffect(() => {
    if (!isHydrated) return;
    // Pressed while the app was hydrating, after the first read.
    const flag = openFlag(flagId);
    if (!isShown && !flag) return;
    onShown();
    setIsShown(false);
    flag?.hidePopover();
  }, [isHydrated]);

  return isHydrated && isShown;
}
