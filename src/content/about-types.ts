/**
 * The About page: its history's facts (about-facts.ts) and words (about-words.ts), put together in
 * about.ts.
 */
import type { WordsById } from './translation';

export interface AboutIntro {
  eyebrow: string;
  headline: string;
  paragraphs: readonly string[];
  /** The button to the contact page. */
  action: string;
  illustration: ImageAsset;
  illustrationAlt: string;
}

export interface HistoryPanel {
  id: string;
  /** When it happened, shown above the title ("2012", "Today"). */
  period: string;
  title: string;
  text: string;
  image: ImageAsset;
  imageAlt: string;
}

export interface AboutContent {
  title: string;
  description: string;
  intro: AboutIntro;
  history: {
    eyebrow: string;
    title: string;
    /** The spec's 2×2 block: exactly four panels, oldest first. */
    panels: readonly [HistoryPanel, HistoryPanel, HistoryPanel, HistoryPanel];
  };
}

/** A history panel's facts (about-facts.ts): no year means today. */
export interface HistoryPanelFacts {
  id: string;
  year?: number;
  image: ImageAsset;
}

/** The About page's words in one language (about-words.ts), its panels keyed by the ids of about-facts.ts. */
export interface AboutWords<PanelId extends string> {
  title: string;
  description: string;
  intro: Omit<AboutIntro, 'illustration'>;
  history: {
    /** The label above the history, from the first panel's year: "since 2012". */
    since: (year: number) => string;
    title: string;
    /** The last panel's period, in place of a year. */
    today: string;
    panels: WordsById<PanelId, Pick<HistoryPanel, 'title' | 'text' | 'imageAlt'>>;
  };
}
