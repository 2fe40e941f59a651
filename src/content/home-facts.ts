/**
 * The facts of the home page's first four sections, the same in every language: the pictures,
 * and the ids of their lists, which home-words.ts words.
 */

import heroImage from '@/assets/images/hero/hero.svg?w=640;960;1280;1920&vector&picture';
import whyChooseUsThumbnail from '@/assets/images/why-choose-us/thumbnail.svg?w=640;1280&picture';
import type { PointIcon } from './home-types';

export { heroImage, whyChooseUsThumbnail };

/** The "who we are" points, by the icon each shows (which is also its id). */
export const whoWeArePointIcons = ['trainer', 'equipment', 'machine'] as const satisfies readonly PointIcon[];

export type PointId = (typeof whoWeArePointIcons)[number];

export const whyChooseUsHighlightIds = ['assessment', 'plan', 'nutrition', 'classes'] as const;

export type HighlightId = (typeof whyChooseUsHighlightIds)[number];
