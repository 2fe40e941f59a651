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
   * The first screen's largest image: loads eagerly at high priority and is preloaded from the
   * document head (React hoists the link), so the browser starts on it before CSS arrives.
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
  if (priority && image.vector) {
    // A few kilobytes that arrive with the stylesheet, so the art paints with the first text.
    preload(image.vector, { as: 'image', type: 'image/svg+xml', fetchPriority: 'high' });
  } else if (priority && preferred) {
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
        src={image.vector ?? image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={loading ?? (priority ? 'eager' : 'lazy')}
        fetchPriority={fetchPriority ?? (priority ? 'high' : undefined)}
        decoding="async"
        className={imgClassName}
      />
    </picture>
  );
}
