/**
 * An instant with its date, year and time in a language and a zone given by the caller (when a
 * lead reached the desk). A module of its own, beside date-words.ts: only the desk spells it, and
 * the public pages' after-paint code, which carries date-words.ts, stays without it.
 */

const longDateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "24 November 2026 at 18:05", "24 novembre 2026 à 18:05": an instant with its year, as `timeZone`'s clock shows it. */
export function formatLongDateTime(instant: Date, intlLocale: string, timeZone: string): string {
  const key = `${intlLocale} ${timeZone}`;
  let format = longDateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, {
      timeZone,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    longDateTimeFormats.set(key, format);
  }
  return format.format(instant);
}
