/**
 * An SVG drawing as a `data:` URL that stays text: only the characters a URL or an HTML attribute
 * cannot carry are escaped, so the drawing still compresses like the SVG file itself (base64 would
 * make it about six times larger once gzipped). Line breaks and runs of white space fold into one
 * space, which SVG reads the same way.
 */
export function svgDataUri(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ');
  // Anything outside printable ASCII is escaped too, a whole character (code point) at a time.
  const escaped = text.replace(/[%#<>"]|[^ -~]/gu, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${escaped}`;
}
