/** The words of the classes page around its cards (the classes themselves: classes.ts). */
import { site } from './site';

export interface ClassesPageContent {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  showingSome: (shown: number, total: number) => string;
  showingAll: (total: number) => string;
  showMore: string;
  showLess: string;
  /** Heard before a card's day and time ("Every Monday, …"). */
  every: string;
  /** A card's day and time, e.g. "Monday, 9:00am-10:00am"; both come formatted. */
  dayAndHours: (weekday: string, hours: string) => string;
  /** Heard before a card's trainer. */
  trainer: string;
  joinNow: string;
  joinLabel: (className: string) => string;
}

export const classesPage: ClassesPageContent = {
  title: 'Classes',
  description: `Twelve weekly classes at ${site.name} in ${site.town}, from cycling and boxing to yoga and meditation.`,
  eyebrow: 'our classes',
  heading: 'Find Your Class',
  intro:
    'Twelve classes a week, each led by one of our coaches. Pick one, press join and tell us when you would like to start.',
  showingSome: (shown, total) => `Showing ${shown} of ${total} classes`,
  showingAll: (total) => `Showing all ${total} classes`,
  showMore: 'show more',
  showLess: 'show less',
  every: 'Every ',
  dayAndHours: (weekday, hours) => `${weekday}, ${hours}`,
  trainer: 'Trainer: ',
  joinNow: 'join now',
  joinLabel: (className) => `join now: ${className}`,
};
