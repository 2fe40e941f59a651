/** French alt texts of the gallery's twelve images, in gallery order. */
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
import type * as English from '../gallery';
import type { TranslationOf } from '../translation';
import type { GalleryImage } from '../types';

export const galleryImages: readonly GalleryImage[] = [
  { id: 1, img: gallery01, alt: 'Haltères hexagonaux sur un rack à deux étages, sous les lumières de la salle' },
  { id: 2, img: gallery02, alt: 'Un haltérophile en plein soulevé de terre, devant un soleil rouge' },
  {
    id: 3,
    img: gallery03,
    alt: 'La médina de Mahdia la nuit : maisons blanches, le fort et le phare, un bateau dans le port',
  },
  { id: 4, img: gallery04, alt: 'Un athlète en squat profond avec une barre' },
  { id: 5, img: gallery05, alt: 'Cinq kettlebells alignés par taille sur le sol de la salle' },
  {
    id: 6,
    img: gallery06,
    alt: 'Deux coureurs sur la corniche au coucher du soleil, des palmiers le long de la promenade',
  },
  { id: 7, img: gallery07, alt: 'Un cours collectif qui fait des jumping jacks ensemble' },
  { id: 8, img: gallery08, alt: 'Deux boxeurs en sparring sur le ring' },
  { id: 9, img: gallery09, alt: 'Un cours de cycling : trois participants côte à côte sur leurs vélos' },
  { id: 10, img: gallery10, alt: 'Yoga sur la plage au lever du soleil, un bateau de pêche au large' },
  { id: 11, img: gallery11, alt: 'Un athlète en gainage sur un tapis' },
  { id: 12, img: gallery12, alt: 'Le port : des bateaux de pêche, le phare et un coureur sur la jetée' },
];

/** The side panel shows the first six as thumbnails. */
export const SIDE_PANEL_THUMBNAIL_COUNT = 6;

export type Complete = TranslationOf<typeof English, typeof import('./gallery')>;
