/**
 * The current user for the whole site. Render starts signed out (the prerendered state, so
 * hydration matches); after mount the provider loads the auth layer and follows the session.
 * It waits for an idle moment so Firebase never competes with the page, except where an
 * answer is needed soon: on the sign-in and sign-up pages and when a session was saved.
 */
import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import { paths } from '@/app/paths';
import type { AuthUser } from '@/firebase/auth';

export interface AuthContextValue {
  /** The signed-in user; null when signed out or not known yet. */
  user: AuthUser | null;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const loadAuth = () => import('@/firebase/auth');

const signOut = () => loadAuth().then((auth) => auth.signOut());

// Firebase Auth keeps a signed-in session in localStorage under this prefix.
const SAVED_SESSION_PREFIX = 'firebase:authUser:';

function isAnswerNeededSoon(): boolean {
  const { pathname } = window.location;
  if (pathname === paths.signIn || pathname === paths.signUp) return true;
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(SAVED_SESSION_PREFIX));
  } catch {
    return false;
  }
}

/** Runs `task` when the browser is idle (at the latest after 2 s); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let isCancelled = false;
    const start = () => {
      loadAuth().then(
        (auth) => {
          if (!isCancelled) unsubscribe = auth.subscribeToAuth(setUser);
        },
        // Offline before the chunk arrived: the visitor stays signed out.
        () => {},
      );
    };
    let cancelWait: (() => void) | undefined;
    if (isAnswerNeededSoon()) start();
    else cancelWait = whenIdle(start);
    return () => {
      isCancelled = true;
      cancelWait?.();
      unsubscribe?.();
    };
  }, []);

  const value = useMemo(() => ({ user, signOut }), [user]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() must be called inside <AuthProvider> (mounted by src/app/root-layout.tsx)');
  return value;
}
