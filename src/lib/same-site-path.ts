/**
 * A path of this site, from a value that came from elsewhere (history state, a link): what a
 * page may send the visitor on to. Anything that could leave the site (`//host`, `/\host`, a
 * scheme) is refused, so a crafted value can never turn a sign-in into a redirect elsewhere.
 */
const PROBE_ORIGIN = 'https://same-site.invalid';

export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
