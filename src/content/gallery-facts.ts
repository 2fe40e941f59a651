/**
 * The gallery's twelve images, in order: page 1 shows 1-8, page 2 shows 9-12. The same in every
 * language (their alt texts: gallery-words.ts). The generated art is delivered as itself
 * (`vector`): 1 to 2 KB compressed where the 800-wide AVIF the first photo took on a phone was
 * 17 KB, sharp at every size, and the first one is inside the page, so it paints with the text.
 * A photo dropped in its place gets the widths: 160 for the side panel's thumbnails, 1200 for
 * the gallery's full-size viewer.
 */

import gallery01 from '@/assets/images/gallery/gallery-01.svg?w=160;400;800;1200&vector&picture';
import gallery02 from '@/assets/images/gallery/gallery-02.svg?w=160;400;800;1200&vector&picture';
import gallery03 from '@/assets/images/gallery/gallery-03.svg?w=160;400;800;1200&vector&picture';
import gallery04 from '@/assets/images/gallery/gallery-04.svg?w=160;400;800;1200&vector&picture';
import gallery05 from '@/assets/images/gallery/gallery-05.svg?w=160;400;800;1200&vector&picture';
import gallery06 from '@/assets/images/gallery/gallery-06.svg?w=160;400;800;1200&vector&picture';
import gallery07 from '@/assets/images/gallery/gallery-07.svg?w=160;400;800;1200&vector&picture';
import gallery08 from '@/assets/images/gallery/gallery-08.svg?w=160;400;800;1200&vector&picture';
import gallery09 from '@/assets/images/gallery/gallery-09.svg?w=160;400;800;1200&vector&picture';
import gallery10 from '@/assets/images/gallery/gallery-10.svg?w=160;400;800;1200&vector&picture';
import gallery11 from '@/assets/images/gallery/gallery-11.svg?w=160;400;800;1200&vector&picture';
import gallery12 from '@/assets/images/gallery/gallery-12.svg?w=160;400;800;1200&vector&picture';
import type { GalleryImageFacts } from './gallery-types';

export const galleryImageFacts = [
  { id: 1, img: gallery01 },
  { id: 2, img: gallery02 },
  { id: 3, img: gallery03 },
  { id: 4, img: gallery04 },
  { id: 5, img: gallery05 },
  { id: 6, img: gallery06 },
  { id: 7, img: gallery07 },
  { id: 8, img: gallery08 },
  { id: 9, img: gallery09 },
  { id: 10, img: gallery10 },
  { id: 11, img: gallery11 },
  { id: 12, img: gallery12 },
] as const satisfies readonly GalleryImageFacts[];

export type GalleryImageId = (typeof galleryImageFacts)[number]['id'];

/** The images the home page's gallery strip shows. */
export const homeGalleryStripIds: readonly GalleryImageId[] = [3, 4, 7, 9, 12];
