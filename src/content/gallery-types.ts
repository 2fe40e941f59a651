/**
 * A gallery image: its facts (gallery-facts.ts), its alt text a word (gallery-words.ts), put
 * together in gallery.ts.
 */

export interface GalleryImage {
  /** 1 to 12, in gallery order. */
  id: number;
  img: ImageAsset;
  alt: string;
}

/** A gallery image's facts (gallery-facts.ts); its alt text is a word. */
export type GalleryImageFacts = Omit<GalleryImage, 'alt'>;
