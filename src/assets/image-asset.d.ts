// Types for `?picture` imports, handled by scripts/vite/image-pipeline.ts. Kept global (no
// import/export here) because TypeScript only accepts wildcard module declarations in a script.
// `picture` must be the last query parameter: `hero.svg?picture`, `card.jpg?w=400;800&picture`.

/** One `<source>` of a `<picture>`: every width of the image in one modern format. */
interface ImageAssetSource {
  readonly type: 'image/avif' | 'image/webp';
  /** `url 400w, url 800w`, ready for the srcset attribute. */
  readonly srcset: string;
}

/** An image processed by the pipeline. `src` is a JPEG (or PNG if transparent) fallback. */
interface ImageAsset {
  readonly src: string;
  /** Size of the largest rendition; the ratio is what keeps the layout from shifting. */
  readonly width: number;
  readonly height: number;
  readonly sources: readonly ImageAssetSource[];
  /**
   * The drawing itself (an SVG URL), when the source is vector art and the import asked for it
   * with `vector`: `hero.svg?w=640;1280&vector&picture`. A few kilobytes and sharp on any
   * screen; a photo that replaces the art has none and uses the formats above.
   */
  readonly vector?: string;
  /**
   * Server build only: the same drawing as a `data:` URL. The prerendered first screen draws its
   * art from it, so the art paints with the text instead of waiting for a request; the browser
   * build leaves it out, so the JavaScript carries none of it.
   */
  readonly inlineVector?: string;
}

declare module '*?picture' {
  const image: ImageAsset;
  export default image;
}

declare module '*&picture' {
  const image: ImageAsset;
  export default image;
}
