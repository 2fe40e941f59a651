/** The gallery's twelve images, in order: page 1 shows 1-8, page 2 shows 9-12. */
import gallery01 from '@/assets/images/gallery/gallery-01.svg?w=160;400;800&picture';
import gallery02 from '@/assets/images/gallery/gallery-02.svg?w=160;400;800&picture';
import gallery03 from '@/assets/images/gallery/gallery-03.svg?w=160;400;800&picture';
import gallery04 from '@/assets/images/gallery/gallery-04.svg?w=160;400;800&picture';
import gallery05 from '@/assets/images/gallery/gallery-05.svg?w=160;400;800&picture';
import gallery06 from '@/assets/images/gallery/gallery-06.svg?w=160;400;800&picture';
import gallery07 from '@/assets/images/gallery/gallery-07.svg?w=160;400;800&picture';
import gallery08 from '@/assets/images/gallery/gallery-08.svg?w=160;400;800&picture';
import gallery09 from '@/assets/images/gallery/gallery-09.svg?w=160;400;800&picture';
import gallery10 from '@/assets/images/gallery/gallery-10.svg?w=160;400;800&picture';
import gallery11 from '@/assets/images/gallery/gallery-11.svg?w=160;400;800&picture';
import gallery12 from '@/assets/images/gallery/gallery-12.svg?w=160;400;800&picture';
import type { GalleryImage } from './types';

export const galleryImages: readonly GalleryImage[] = [
  { id: 1, img: gallery01, alt: 'Free-weights area at Rivage Gym' },
  { id: 2, img: gallery02, alt: 'A coach spotting a member on the bench press' },
  { id: 3, img: gallery03, alt: 'Morning cycling class' },
  { id: 4, img: gallery04, alt: 'Boxing bags by the window' },
  { id: 5, img: gallery05, alt: 'Yoga mats laid out for the evening class' },
  { id: 6, img: gallery06, alt: 'Kettlebells racked by weight' },
  { id: 7, img: gallery07, alt: 'Members stretching after a run on the corniche' },
  { id: 8, img: gallery08, alt: 'Rowing machines in a row' },
  { id: 9, img: gallery09, alt: 'A crossfit circuit on the training floor' },
  { id: 10, img: gallery10, alt: 'Karate class practising kata' },
  { id: 11, img: gallery11, alt: 'The gym entrance on the seafront' },
  { id: 12, img: gallery12, alt: 'Meditation session at sunset' },
];

/** The side panel shows the first six as thumbnails. */
export const SIDE_PANEL_THUMBNAIL_COUNT = 6;
