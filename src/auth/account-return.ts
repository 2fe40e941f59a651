/**
 * Where sign-in and sign-up send a visitor whom another page sent to them: a Save or a Book
 * pressed while signed out, or My week asking to sign in. It travels in the history entry's
 * state, never in the URL, is carried between the two account pages, and only a path of this
 * site is followed. A plain visit to /login has none, and sign-in goes to the home page as the
 * spec says.
 */
import { paths } from '@/content/paths';
import { sameSitePath } from '@/lib/same-site-path';
import { isClassSlotId } from '@/timetable/class-slots';

export interface AccountReturn {
  /** The page to go back to. */
  returnTo: string;
  /** The class the visitor pressed Save on, saved once they are signed in. */
  saveSlotId?: string;
  /** The session the visitor pressed Book on, chosen in the booking once they are signed in. */
  bookSessionId?: string;
}

// `<slotId>_<YYYY-MM-DD>` (src/timetable/sessions.ts), checked by its shape and its slot only:
// the page it goes back to checks the date before it offers the booking, and the account pages
// need none of the calendar arithmetic.
const SESSION_ID_SHAPE = /^(.+)_\d{4}-\d{2}-\d{2}$/;

/** A session id of one of the timetable's slots, as a return may carry it. */
export function isSessionIdOfSlot(id: unknown): id is string {
  return typeof id === 'string' && isClassSlotId(SESSION_ID_SHAPE.exec(id)?.[1]);
}

const signInPages: readonly string[] = [paths.signIn, paths.signUp];

/** The return a page's history state carries, checked; null when there is none to follow. */
export function accountReturnOf(state: unknown): AccountReturn | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTo, saveSlotId, bookSessionId } = state as Record<string, unknown>;
  const path = sameSitePath(returnTo);
  // Back to an account page would only loop.
  if (!path || signInPages.includes(path.split(/[?#]/)[0] ?? path)) return null;
  return {
    returnTo: path,
    ...(isClassSlotId(saveSlotId) ? { saveSlotId } : {}),
    ...(isSessionIdOfSlot(bookSessionId) ? { bookSessionId } : {}),
  };
}

/** The state a return carries back to its page: the class to save there, or the session to book, now signed in. */
export function afterSignInState(
  back: AccountReturn,
): { saveAfterSignIn: string } | { bookAfterSignIn: string } | undefined {
  if (back.saveSlotId) return { saveAfterSignIn: back.saveSlotId };
  return back.bookSessionId ? { bookAfterSignIn: back.bookSessionId } : undefined;
}

/** The class a page was sent back to save, if its history state says so. */
export function saveAfterSignInOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { saveAfterSignIn } = state as Record<string, unknown>;
  return isClassSlotId(saveAfterSignIn) ? saveAfterSignIn : null;
}

/** The session a page was sent back to book, if its history state says so. */
export function bookAfterSignInOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { bookAfterSignIn } = state as Record<string, unknown>;
  return isSessionIdOfSlot(bookAfterSignIn) ? bookAfterSignIn : null;
}
