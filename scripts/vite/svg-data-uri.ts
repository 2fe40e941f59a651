/**
 * An SVG drawing as a `data:` URL that stays text: only the characters a URL or an HTML attribute
 * cannot carry are escaped, so the drawing still compresses like the SVG file itself (base64 would
 * make it about six times larger once gzipped). Line breaks and runs of white space fold into one
 * space, which SVG reads the same way.
 *
 * A URL cannot carry a space either, and `%20` takes three bytes. Most of a drawing's spaces
 * separate the numbers of its path data, and there SVG reads a comma the same way, or nothing at
 * all beside a command letter: those spaces become commas or go (numberListWithoutSpaces). The
 * others (between attributes, in titles and transforms) are escaped.
 */
export function svgDataUri(svg: string): string {
  const text = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(NUMBER_LIST_ATTRIBUTE, (_attribute, name: string, quote: string, value: string) => {
      return `${name}=${quote}${numberListWithoutSpaces(value)}${quote}`;
    });
  // Everything but the characters a URL may hold as they are (the URL standard's URL code points;
  // `&` too, so that an HTML attribute cannot read it as a character reference) is escaped, a whole
  // character (code point) at a time.
  const escaped = text.replace(/[^\w!$'()*+,\-./:;=?@~]/gu, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${escaped}`;
}

/** The attributes that hold only numbers and, for path data, command letters. */
const NUMBER_LIST_ATTRIBUTE = /(?<= )(d|points|viewBox)=(["'])([^"']*)\2/g;

/**
 * Path data, points or a viewBox without spaces: a space between two numbers becomes the comma
 * SVG equally accepts there, and a space beside a command letter or a comma goes, as SVG needs
 * no separator there (`M 10 20 L 30 -4` → `M10,20L30,-4`).
 */
export function numberListWithoutSpaces(value: string): string {
  return value.trim().replace(/ +/g, (space, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? '';
    const after = whole[offset + space.length] ?? '';
    return /[\d.]/.test(before) && /[\d.+-]/.test(after) ? ',' : '';
  });
}
