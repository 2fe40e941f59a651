/**
 * The App Check token for the public pages' REST reads (./public-timetable-changes, and any other
 * read beside it), which the SDK does not make and so does not sign: without the token, a project
 * that enforces App Check on Firestore would refuse them, and the pages would lose their live
 * changes. Only a production build with App Check's site key asks for one; any other build
 * answers at once, having loaded nothing, so no local build and no first load carries App Check.
 */
import { firebaseTarget } from './config';

/** The header Firestore's REST API reads the token from. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/**
 * The longest a read waits for its token. The first token of a visit needs reCAPTCHA's script and
 * an assessment, slower than the read itself on a slow phone; past this the read goes without.
 */
export const APP_CHECK_TOKEN_TIMEOUT_MS = 4_000;

/**
 * The headers a public REST read adds: the token where App Check is configured, else none. Never
 * rejects: a read without its token still answers while App Check is not enforced, and is
 * refused (the page staying as prerendered) once it is.
 *
 * The SDK's own token rather than a limited-use one (getLimitedUseToken): it is kept for the hour
 * it is valid and shared with Firestore Lite's writes, where a limited-use token costs a
 * reCAPTCHA assessment on every read.
 */
export async function appCheckHeaders(target = firebaseTarget): Promise<Record<string, string>> {
  if (target.kind !== 'production' || !target.appCheckSiteKey) return {};
  // Bounded here rather than with ./with-timeout, a chunk of its own the public read would then
  // fetch on every page.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), APP_CHECK_TOKEN_TIMEOUT_MS);
  });
  try {
    const token = await Promise.race([import('./client').then((client) => client.getAppCheckToken()), late]);
    return token ? { [APP_CHECK_HEADER]: token } : {};
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}
