/**
 * The current user for the whole site. Render starts signed out (the prerendered state, so
 * hydration matches). Firebase Auth keeps a session only in this browser's localStorage, so
 * with no saved session the visitor is certainly signed out and Firebase is not loaded at all:
 * content pages cost a signed-out visitor no Firebase bytes. The provider starts following the
 * session after mount when one is saved, when another tab saves one, or when a page that
 * needs the answer (sign-in, sign-up) asks for it with `followSession()`.
 */
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import type { AuthUser } from '@/firebase/auth';
import { isSavedSessionKey } from '@/firebase/saved-session';

export interface AuthContextValue {
  /** The signed-in user; null when signed out or not known yet (useIsSessionKnown tells which). */
  user: AuthUser | null;
  signOut: () => Promise<void>;
  /** Load the auth layer now and follow the session (the account pages call it). */
  followSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const loadAuth = () => import('@/firebase/auth');

function hasSavedSession(): boolean {
  try {
    return Object.keys(localStorage).some(isSavedSessionKey);
  } catch {
    // Storage blocked (privacy settings): no session can have been saved either.
    return false;
  }
}

/**
 * Whether the session is known yet: false at render before mount and while Firebase answers.
 * It lives outside the context value on purpose. Learning it happens on every page load, and a
 * context change would reach into the parts of the page still waiting to hydrate (the home
 * page's lower sections), which React would then throw away and render again; this way only the
 * components that ask re-render.
 */
let isSessionKnown = false;
const sessionKnownListeners = new Set<() => void>();

function markSessionKnown() {
  if (isSessionKnown) return;
  isSessionKnown = true;
  for (const listener of sessionKnownListeners) listener();
}

function subscribeToSessionKnown(listener: () => void) {
  sessionKnownListeners.add(listener);
  return () => sessionKnownListeners.delete(listener);
}

export function useIsSessionKnown(): boolean {
  return useSyncExternalStore(
    subscribeToSessionKnown,
    () => isSessionKnown,
    () => false,
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [isFollowing, setIsFollowing] = useState(false);
  const followSession = useCallback(() => setIsFollowing(true), []);

  useEffect(() => {
    // No saved session: certainly signed out, known at once without loading Firebase.
    if (hasSavedSession()) setIsFollowing(true);
    else markSessionKnown();
    // A sign-in in another tab of this site saves a session here too.
    const handleStorage = (event: StorageEvent) => {
      if (isSavedSessionKey(event.key)) setIsFollowing(true);
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  // Signing out shows the visitor signed out first: flushSync commits that at once, with the
  // clean-ups of every view of a member's or staff member's data it removes, which cancel what they
  // had not yet sent. Only then does the auth layer sign out, after letting the requests already on
  // their way finish. The other way round, a view could send a read after the session ended, and
  // the rules would refuse it.
  const [isSigningOut, setIsSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    flushSync(() => setIsSigningOut(true));
    try {
      await (await loadAuth()).signOut();
      // The session's own listener says so too, maybe later: the person must not reappear meanwhile.
      setUser(null);
    } finally {
      // On failure (the SDK could not load) the person, still signed in, shows again.
      setIsSigningOut(false);
    }
  }, []);

  useEffect(() => {
    if (!isFollowing) return;
    let unsubscribe: (() => void) | undefined;
    let isCancelled = false;
    loadAuth().then(
      (auth) => {
        if (isCancelled) return;
        unsubscribe = auth.subscribeToAuth((next) => {
          setUser(next);
          markSessionKnown();
        });
      },
      // Offline before the chunk arrived: the visitor stays signed out.
      markSessionKnown,
    );
    return () => {
      isCancelled = true;
      unsubscribe?.();
    };
  }, [isFollowing]);

  const value = useMemo(
    () => ({ user: isSigningOut ? null : user, signOut, followSession }),
    [user, isSigningOut, signOut, followSession],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() must be called inside <AuthProvider> (the root layout)');
  return value;
}
