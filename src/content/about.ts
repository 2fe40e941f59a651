/**
 * The About page as it shows: the facts of about-facts.ts worded by about-words.ts (swapped for
 * the page's language). This module has no translation.
 */
import { aboutIllustration, historyPanelFacts } from './about-facts';
import type { AboutContent, HistoryPanel, HistoryPanelFacts } from './about-types';
import { aboutWords } from './about-words';

const { history } = aboutWords;

function panel({ id, year, image }: HistoryPanelFacts & { id: keyof typeof history.panels }): HistoryPanel {
  return { id, period: year === undefined ? history.today : String(year), ...history.panels[id], image };
}

const [first, second, third, fourth] = historyPanelFacts;

export const about: AboutContent = {
  title: aboutWords.title,
  description: aboutWords.description,
  intro: { ...aboutWords.intro, illustration: aboutIllustration },
  history: {
    eyebrow: history.since(first.year),
    title: history.title,
    panels: [panel(first), panel(second), panel(third), panel(fourth)],
  },
};
