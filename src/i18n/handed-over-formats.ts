/**
 * The page's formatted words, handed over from the prerender to the browser.
 *
 * The first `Intl` formatter of each kind a page creates wakes the engine's locale data: 15–45 ms
 * on the project's 2-core machine, four times that on a slow phone, and during hydration that is
 * a block no tap can get through. The prerender has already formatted every time, weekday, price,
 * date and count the page shows, with Node's `Intl`, in the page's language. It writes them into a
 * JSON block; the browser reads the block before hydrating and takes its words from there. So
 * hydration wakes no locale data, and the words match the HTML by construction.
 *
 * A key names the format and its input ("clock:6:00pm"), so its value is right on every page of
 * the language: a page reached by a link uses what the first page handed over and formats the
 * rest itself, as does a count that changes while the visitor types.
 */

/** Id of the `<script type="application/json">` block the prerender writes into `<head>`. */
const HANDED_OVER_FORMATS_ID = 'page-formats';

/** Browser: the words the prerender handed over. */
const handedOver = new Map<string, string>();
/** Server: the words the page being rendered formatted, while recordFormats runs. */
let recording: Map<string, string> | undefined;

/** The handed-over words for `key`, or `format()`'s (which the server records for the page). */
export function handedOverFormat(key: string, format: () => string): string {
  const known = handedOver.get(key);
  if (known !== undefined) return known;
  const value = format();
  recording?.set(key, value);
  return value;
}

/** The word handed over for `key`, if any: for values too costly to compute in its absence (wall-clock.ts). */
export function handedOverWord(key: string): string | undefined {
  return handedOver.get(key);
}

/** Server: runs a (synchronous) render and returns what it formatted, to hand over. */
export function recordFormats<T>(render: () => T): { result: T; formats: ReadonlyMap<string, string> } {
  const formats = new Map<string, string>();
  recording = formats;
  try {
    return { result: render(), formats };
  } finally {
    recording = undefined;
  }
}

/** Server: the block for the page's `<head>`, or '' when the page formatted nothing. */
export function handedOverFormatsScript(formats: ReadonlyMap<string, string>): string {
  if (formats.size === 0) return '';
  // "<" escaped, so no value can close the script element.
  const json = JSON.stringify(Object.fromEntries(formats)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${HANDED_OVER_FORMATS_ID}">${json}</script>`;
}

/** Browser: takes over the words in the page's block (none on the dev server). Call before hydrating. */
export function receiveHandedOverFormats(doc: Document): void {
  const text = doc.getElementById(HANDED_OVER_FORMATS_ID)?.textContent;
  if (!text) return;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return;
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string') handedOver.set(key, value);
    }
  } catch {
    // A damaged block costs only speed: every word is then formatted here.
  }
}
