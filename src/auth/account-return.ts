/**
 * Where sign-in and sign-up send a visitor whom another page sent to them: a Save pressed while
 * signed out, or My week asking to sign in. It travels in the history entry's state, never in
 * the URL, is carried between the two account pages, and only a path of this site is followed.
 * A plain visit to /login has none, and sign-in goes to the home page as the spec says.
 */
import { paths } from '@/content/paths';
import { sameSitePath } from '@/lib/same-site-path';
import { isClassSlotId } from '@/timetable/class-slots';

export interface AccountReturn {
  /** The page to go back to. */
  returnTo: string;
  /** The class the visitor pressed Save on, saved once they are signed in. */
  saveSlotId?: string;
}

const signInPages: readonly string[] = [paths.signIn, paths.signUp];

/** The return a page's history state carries, checked; null when there is none to follow. */
export function accountReturnOf(state: unknown): AccountReturn | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTo, saveSlotId } = state as Record<string, unknown>;
  const path = sameSitePath(returnTo);
  // Back to an account page would only loop.
  if (!path || signInPages.includes(path.split(/[?#]/)[0] ?? path)) return null;
  return isClassSlotId(saveSlotId) ? { returnTo: path, saveSlotId } : { returnTo: path };
}

/** The state a return carries back to its page: the class to save there, now signed in. */
export function afterSignInState(back: AccountReturn): { saveAfterSignIn: string } | undefined {
  return back.saveSlotId ? { saveAfterSignIn: back.saveSlotId } : undefined;
}

/** The class a page was sent back to save, if its history state says so. */
export function saveAfterSignInOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { saveAfterSignIn } = state as Record<string, unknown>;
  return isClassSlotId(saveAfterSignIn) ? saveAfterSignIn : null;
}
