/**
 * The facts of the home page's first four sections, the same in every language: the pictures,
 * and the ids (and icons) of their lists, which home-words.ts words.
 */
import heroImage from '@/assets/images/hero/hero.svg?w=640;960;1280;1920&vector&picture';
import whyChooseUsThumbnail from '@/assets/images/why-choose-us/thumbnail.svg?w=640;1280&picture';
import type { IconPointFacts } from './types';

export { heroImage, whyChooseUsThumbnail };

export const whoWeArePoints = [
  { id: 'trainers', icon: 'trainer' },
  { id: 'equipment', icon: 'equipment' },
  { id: 'machines', icon: 'machine' },
] as const satisfies readonly IconPointFacts[];

export type PointId = (typeof whoWeArePoints)[number]['id'];

export const whyChooseUsHighlightIds = ['assessment', 'plan', 'nutrition', 'classes'] as const;

export type HighlightId = (typeof whyChooseUsHighlightIds)[number];
