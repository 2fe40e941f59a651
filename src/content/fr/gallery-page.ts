/** French words of the gallery pages around the images (the images and their alt texts: gallery.ts). */
import type * as English from '../gallery-page';
import type { GalleryPageContent } from '../gallery-page';
import type { TranslationOf } from '../translation';

export const galleryPage: GalleryPageContent = {
  title: (page) => `Galerie, page ${page}`,
  description: 'Photos de Rivage Gym à Mahdia : la salle d’entraînement, nos cours et notre ville au bord de la mer.',
  banner: 'Galerie',
  eyebrow: 'la vie chez rivage',
  heading: 'Au cœur de notre salle',
  intro: (total) =>
    `La salle d’entraînement, nos cours et notre ville au bord de la mer. Sélectionnez une image pour l’agrandir, puis parcourez les ${total} images avec les flèches du clavier ou les boutons.`,
  range: (first, last, total) => `Images ${first} à ${last} sur ${total}`,
  viewLarger: (alt) => `${alt}, agrandir`,
  pagerLabel: 'Pages de la galerie',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageNumber: (page) => `Page ${page}`,
  viewer: 'Visionneuse de la galerie',
  closeViewer: 'Fermer la visionneuse',
  previousImage: 'Image précédente',
  nextImage: 'Image suivante',
  position: (index, total) => `Image ${index} sur ${total} : `,
};

export type Complete = TranslationOf<typeof English, typeof import('./gallery-page')>;
