/** A name as a URL- and id-safe slug: lowercase ASCII letters and digits joined by hyphens. */
export function slugify(text: string): string {
  return (
    text
      // Splits accented letters into letter + mark, so "é" keeps its "e" once the mark goes.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
