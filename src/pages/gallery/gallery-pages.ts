import { galleryImages } from '@/content/gallery';
import type { GalleryImage } from '@/content/gallery-types';
import type { GalleryPageNumber } from '@/content/paths';

/** The spec's split: page 1 shows images 1-8, page 2 the remaining 9-12. */
export const GALLERY_IMAGES_PER_PAGE = 8;

export function galleryPageImages(page: GalleryPageNumber): readonly GalleryImage[] {
  const start = (page - 1) * GALLERY_IMAGES_PER_PAGE;
  return galleryImages.slice(start, start + GALLERY_IMAGES_PER_PAGE);
}
