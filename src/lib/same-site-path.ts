/**
 * A path of this site, from a value that came from elsewhere (history state, a link): what a
 * page may send the visitor on to. Anything that could leave the site (`//host`, `/\host`, a
 * scheme) is refused, so a crafted value can never turn a sign-in into a redirect elsewhere.
 */
const PROBE_ORIGIN = 'https://same-site.invalid';

// Disguises that something decoding the path once and parsing it again would turn into
// `//host`: an escaped slash or backslash, or an escaped control character (the URL parser drops
// tab and newline, so `/%09/host` decoded is `//host` to it). No page of this site has either.
const DISGUISED = /%2f|%5c/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The path, its dot segments resolved, with query and hash; null for anything else. Never throws. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // The checks read the result, not the input: `/.//host` and `/a/..//host` only become
  // `//host` once `new URL()` has resolved their dot segments.
  const { pathname } = url;
  if (url.origin !== PROBE_ORIGIN || pathname.startsWith('//') || DISGUISED.test(pathname)) return null;
  const decoded = decodedOrNull(pathname);
  if (decoded === null || CONTROL.test(decoded)) return null;
  return `${pathname}${url.search}${url.hash}`;
}

// A malformed escape (`%E0%A4%A`) makes anything that decodes the path throw: no path of ours.
function decodedOrNull(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
