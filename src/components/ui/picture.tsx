import { preload } from 'react-dom';

interface PictureProps {
  /** A `?picture` import (see src/assets/images/README.md). */
  image: ImageAsset;
  /** Empty string for purely decorative images. */
  alt: string;
  /** How wide the image is drawn, so the browser picks the right width from the srcset. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /**
   * The first screen's largest image: loads eagerly at high priority. A photo is preloaded from
   * the document head (React hoists the link), so the browser starts on it before CSS arrives;
   * vector art is in the prerendered page itself (`inlineVector`).
   */
  priority?: boolean;
  /** Classes for the `<picture>` wrapper (position, size, overflow); it is inline until given a display class. */
  className?: string;
  /** Classes for the `<img>` (fit, filters, transitions). */
  imgClassName?: string;
}

/**
 * A responsive image: AVIF and WebP sources with a JPEG/PNG fallback, width and height set so
 * the layout never shifts, lazy unless told otherwise. Vector art delivered as itself
 * (`image.vector`) is one SVG for every screen: nothing to choose, so no sources.
 */
export function Picture({
  image,
  alt,
  sizes = '100vw',
  loading,
  fetchPriority,
  priority = false,
  className,
  imgClassName,
}: PictureProps) {
  const [preferred] = image.sources;
  // The prerendered first screen carries its vector art in the HTML (the server build's
  // `inlineVector`): it paints with the first text, and no request comes before it. A page opened
  // by a click requests the file as it renders, at high priority: a preload would be no sooner
  // (and during hydration it would fetch a file the page never uses).
  const inlineSrc = priority ? image.inlineVector : undefined;
  if (priority && !image.vector && preferred) {
    // Only the first (best) format is preloaded; `type` makes browsers that cannot decode it
    // skip the preload instead of downloading bytes they would throw away.
    preload(image.src, {
      as: 'image',
      type: preferred.type,
      imageSrcSet: preferred.srcset,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }

  return (
    <picture className={className}>
      {image.vector
        ? null
        : image.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
          ))}
      <img
        src={inlineSrc ?? image.vector ?? image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading ?? (priority ? 'eager' : 'lazy')}
        fetchPriority={fetchPriority ?? (priority ? 'high' : undefined)}
        // Inline art is decoded with the first paint, so it appears in the same frame as the text.
        decoding={inlineSrc ? 'sync' : 'async'}
        className={imgClassName}
        // The browser build has no inlineVector and names the file (decoded async) instead:
        // hydration keeps the server's data: URL and decoding (React leaves a hydrated attribute
        // as the server wrote it), and a later render with the same props changes nothing.
        suppressHydrationWarning={priority && Boolean(image.vector)}
      />
    </picture>
  );
}
