/** The About page's facts, the same in every language: the history's years and the page's pictures (words: about-words.ts). */

import history1 from '@/assets/images/about/history-1.svg?w=400;800&picture';
import history2 from '@/assets/images/about/history-2.svg?w=400;800&picture';
import history3 from '@/assets/images/about/history-3.svg?w=400;800&picture';
import history4 from '@/assets/images/about/history-4.svg?w=400;800&picture';
import illustration from '@/assets/images/about/illustration.svg?w=400;800&picture';
import type { HistoryPanelFacts } from './about-types';

export const aboutIllustration: ImageAsset = illustration;

/** The spec's 2×2 block: exactly four panels, oldest first; the first one's year is when the gym began. */
export const historyPanelFacts = [
  { id: 'warehouse', year: 2012, image: history1 },
  { id: 'first-barbell', year: 2013, image: history2 },
  { id: 'running-club', year: 2016, image: history3 },
  // No year: the panel is about the gym today.
  { id: 'seafront', image: history4 },
] as const satisfies readonly [HistoryPanelFacts, HistoryPanelFacts, HistoryPanelFacts, HistoryPanelFacts];

export type HistoryPanelId = (typeof historyPanelFacts)[number]['id'];
