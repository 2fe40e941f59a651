/**
 * The gallery's twelve images, in order: page 1 shows 1-8, page 2 shows 9-12. The generated art
 * is delivered as itself (`vector`): 1 to 2 KB compressed where the 800-wide AVIF the first
 * photo took on a phone was 17 KB, sharp at every size, and the first one is inside the page, so
 * it paints with the text. A photo dropped in its place gets the widths: 160 for the side
 * panel's thumbnails, 1200 for the gallery's full-size viewer.
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
import type { GalleryImage } from './types';

export const galleryImages: readonly GalleryImage[] = [
  { id: 1, img: gallery01, alt: 'Hex dumbbells on a two-tier rack under the gym lights' },
  { id: 2, img: gallery02, alt: 'A lifter pulling a barbell deadlift in front of a red sun' },
  {
    id: 3,
    img: gallery03,
    alt: 'The old town of Mahdia by night: white houses, the fort and the lighthouse, a boat in the harbour',
  },
  { id: 4, img: gallery04, alt: 'An athlete in a deep barbell squat' },
  { id: 5, img: gallery05, alt: 'Five kettlebells lined up by size on the gym floor' },
  { id: 6, img: gallery06, alt: 'Two runners on the corniche at sunset, palm trees along the promenade' },
  { id: 7, img: gallery07, alt: 'A group class doing jumping jacks together' },
  { id: 8, img: gallery08, alt: 'Two boxers sparring in the ring' },
  { id: 9, img: gallery09, alt: 'A spin class: three riders on bikes side by side' },
  { id: 10, img: gallery10, alt: 'Yoga on the beach at sunrise, a fishing boat offshore' },
  { id: 11, img: gallery11, alt: 'An athlete holding a plank on a mat' },
  { id: 12, img: gallery12, alt: 'The harbour: fishing boats, the lighthouse and a runner on the pier' },
];

/** The side panel shows the first six as thumbnails. */
export const SIDE_PANEL_THUMBNAIL_COUNT = 6;
