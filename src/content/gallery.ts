/** The gallery's images with their alt texts: gallery-facts.ts worded by gallery-words.ts. No translation. */
import { galleryImageFacts } from './gallery-facts';
import type { GalleryImage } from './gallery-types';
import { galleryImageAlts } from './gallery-words';

export { homeGalleryStripIds } from './gallery-facts';

export const galleryImages: readonly GalleryImage[] = galleryImageFacts.map((image) => ({
  id: image.id,
  img: image.img,
  alt: galleryImageAlts[image.id],
}));

/** The side panel shows the first six as thumbnails. */
export const SIDE_PANEL_THUMBNAIL_COUNT = 6;
