/** A coach: facts (trainers-facts.ts) and words (trainers-words.ts), together in trainers.ts. */

export interface Trainer {
  id: string;
  name: string;
  job: string;
  image: ImageAsset;
  /** Describes the photo for screen readers. */
  imageAlt: string;
}

/**
 * What each language writes of a coach (trainers-words.ts). A name is a word: the Arabic pages
 * write it in Arabic letters.
 */
export type TrainerWords = Pick<Trainer, 'name' | 'job' | 'imageAlt'>;

export type TrainerFacts = Omit<Trainer, keyof TrainerWords>;
