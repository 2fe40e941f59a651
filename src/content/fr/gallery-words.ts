/** French alt texts of the gallery's images, by image number. */
import type { GalleryImageId } from '../gallery-facts';
import type * as English from '../gallery-words';
import type { TranslationOf, WordsById } from '../translation';

export const galleryImageAlts: WordsById<GalleryImageId, string> = {
  1: 'Haltères hexagonaux sur un rack à deux étages, sous les lumières de la salle',
  2: 'Un haltérophile en plein soulevé de terre, devant un soleil rouge',
  3: 'La médina de Mahdia la nuit : maisons blanches, le fort et le phare, un bateau dans le port',
  4: 'Un athlète en squat profond avec une barre',
  5: 'Cinq kettlebells alignés par taille sur le sol de la salle',
  6: 'Deux coureurs sur la corniche au coucher du soleil, des palmiers le long de la promenade',
  7: 'Un cours collectif qui fait des jumping jacks ensemble',
  8: 'Deux boxeurs en sparring sur le ring',
  9: 'Un cours de cycling : trois participants côte à côte sur leurs vélos',
  10: 'Yoga sur la plage au lever du soleil, un bateau de pêche au large',
  11: 'Un athlète en gainage sur un tapis',
  12: 'Le port : des bateaux de pêche, le phare et un coureur sur la jetée',
};

export type Complete = TranslationOf<typeof English, typeof import('./gallery-words')>;
