/** The gallery images' alt texts, by image number; the images are in gallery-facts.ts. */
import type { GalleryImageId } from './gallery-facts';
import type { WordsById } from './translation';

export const galleryImageAlts: WordsById<GalleryImageId, string> = {
  1: 'Hex dumbbells on a two-tier rack under the gym lights',
  2: 'A lifter pulling a barbell deadlift in front of a red sun',
  3: 'The old town of Mahdia by night: white houses, the fort and the lighthouse, a boat in the harbour',
  4: 'An athlete in a deep barbell squat',
  5: 'Five kettlebells lined up by size on the gym floor',
  6: 'Two runners on the corniche at sunset, palm trees along the promenade',
  7: 'A group class doing jumping jacks together',
  8: 'Two boxers sparring in the ring',
  9: 'A spin class: three riders on bikes side by side',
  10: 'Yoga on the beach at sunrise, a fishing boat offshore',
  11: 'An athlete holding a plank on a mat',
  12: 'The harbour: fishing boats, the lighthouse and a runner on the pier',
};
