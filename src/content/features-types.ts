/**
 * The home page's feature cards: facts (features-facts.ts) and words (features-words.ts), put
 * together in features.ts.
 */

/** A card of the home page's About section (the spec's "feature card"). */
export interface Feature {
  id: string;
  title: string;
  description: string;
  image: ImageAsset;
}

export type FeatureWords = Pick<Feature, 'title' | 'description'>;

export type FeatureFacts = Omit<Feature, keyof FeatureWords>;
