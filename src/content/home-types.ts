/**
 * The home page's first sections: facts (home-facts.ts) and words (home-words.ts), put together in
 * home.ts; home-lower.ts opens its sections with the same intro.
 */
import type { WordsById } from './translation';

/** What opens a section: the short red label, the heading, an optional line of intro. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro?: string;
}

export interface HeroContent {
  /** The small label above the headline. */
  tag: string;
  /** The home page's one `<h1>`. */
  headline: string;
  intro: string;
  /** The button to the classes page. */
  action: string;
  /** The button to the free trial form. */
  trialAction: string;
  /** One line under the intro: where the gym is and what it costs from. */
  where: string;
  /** The vertical label above the social links. */
  share: string;
  image: ImageAsset;
  imageAlt: string;
}

/** Icons the home page's point lists can show; the component maps each to a drawing. */
export type PointIcon = 'trainer' | 'equipment' | 'machine';

export interface IconPoint {
  id: string;
  icon: PointIcon;
  title: string;
  text: string;
}

export interface WhoWeAre extends SectionIntro {
  points: readonly IconPoint[];
  /** The button to the classes page. */
  action: string;
}

export interface Highlight {
  id: string;
  title: string;
  text: string;
}

export interface WhyChooseUs extends SectionIntro {
  /** A still from the gym's film; there is no video to play yet, so it is shown as a picture. */
  thumbnail: ImageAsset;
  thumbnailAlt: string;
  highlights: readonly Highlight[];
  /** The button to the classes page. */
  action: string;
}

/** The home page's sections in one language (home-words.ts), their lists keyed by the ids of home-facts.ts. */
export type HeroWords = Omit<HeroContent, 'image' | 'where'>;

export interface WhoWeAreWords<PointId extends string> extends Omit<WhoWeAre, 'points'> {
  points: WordsById<PointId, Omit<IconPoint, 'id' | 'icon'>>;
}

export interface WhyChooseUsWords<HighlightId extends string> extends Omit<WhyChooseUs, 'thumbnail' | 'highlights'> {
  highlights: WordsById<HighlightId, Omit<Highlight, 'id'>>;
}
