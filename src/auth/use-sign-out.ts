import { type RefObject, useEffect, useRef } from 'react';
import { useAuth } from './auth-context';

/**
 * A sign-out handler for a control that disappears once signed out: focus then moves to
 * `focusAfterRef` (the control that replaces it) instead of being lost.
 */
export function useSignOut(focusAfterRef: RefObject<HTMLElement | null>): () => void {
  const { user, signOut } = useAuth();
  const isPending = useRef(false);

  useEffect(() => {
    if (user || !isPending.current) return;
    isPending.current = false;
    focusAfterRef.current?.focus();
  }, [user, focusAfterRef]);

  return () => {
    isPending.current = true;
    signOut().catch(() => {
      isPending.current = false;
    });
  };
}
