/** The words of the gallery pages around the images (the images and their alt texts: gallery.ts). */
import { site } from './site';

export interface GalleryPageContent {
  title: (page: number) => string;
  description: string;
  banner: string;
  eyebrow: string;
  heading: string;
  intro: (total: number) => string;
  /** e.g. "Images 1–8 of 16". */
  range: (first: number, last: number, total: number) => string;
  /** A thumbnail's name: its alt text and what pressing it does. */
  viewLarger: (alt: string) => string;
  pagerLabel: string;
  previousPage: string;
  nextPage: string;
  pageNumber: (page: number) => string;
  viewer: string;
  closeViewer: string;
  previousImage: string;
  nextImage: string;
  /** Heard before the caption in the viewer. */
  position: (index: number, total: number) => string;
}

export const galleryPage: GalleryPageContent = {
  title: (page) => `Gallery, page ${page}`,
  description: `Photos of ${site.name} in ${site.town}: the training floor, our classes and the seaside town.`,
  banner: 'Gallery',
  eyebrow: 'life at rivage',
  heading: 'Inside Our Gym',
  intro: (total) =>
    `The training floor, our classes and the town by the sea. Select an image to see it larger, then use the arrow keys or buttons to move through all ${total}.`,
  range: (first, last, total) => `Images ${first}–${last} of ${total}`,
  viewLarger: (alt) => `${alt}, view larger`,
  pagerLabel: 'Gallery pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: (page) => `Page ${page}`,
  viewer: 'Gallery image viewer',
  closeViewer: 'Close image viewer',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  position: (index, total) => `Image ${index} of ${total}: `,
};
