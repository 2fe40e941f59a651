/** One image the site needs: where it goes, its intrinsic size and how to draw it. */
export interface Slot {
  /** Path under src/assets/images/ without extension, e.g. `classes/yoga`. */
  path: string;
  width: number;
  height: number;
  /** Short description, written into the SVG's <title> (not shown on the site). */
  title: string;
  /** SVG body (everything inside <svg>), wrapped by the generator. */
  render?: () => string;
  /** A complete SVG document instead of `render`. */
  document?: () => string;
}
