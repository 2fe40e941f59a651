import type { RefObject } from 'react';
import { useAuth } from './auth-context';

/**
 * A sign-out handler for a control that disappears once signed out: focus then moves to
 * `focusAfterRef` (the control that replaces it) instead of being lost. The page shows the visitor
 * signed out as soon as `signOut` is called (auth-context.tsx), so that control is already there.
 */
export function useSignOut(focusAfterRef: RefObject<HTMLElement | null>): () => void {
  const { signOut } = useAuth();
  return () => {
    // A failure shows the person again, with their controls: nothing more to say here.
    signOut().catch(() => {});
    focusAfterRef.current?.focus();
  };
}
