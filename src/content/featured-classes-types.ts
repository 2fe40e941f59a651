/**
 * The home page's class tiles: facts (featured-classes-facts.ts), their names words
 * (featured-classes-words.ts), put together in featured-classes.ts.
 */

import type { Weekday } from '@/lib/weekdays';
import type { GymClassName } from './class-names';

export interface FeaturedClass {
  id: string;
  name: string;
  day: Weekday;
  /** As printed on the tile, e.g. "9:00am-10:00am". */
  time: string;
  image: ImageAsset;
  /** The timetable's class the tile stands for, booked by its free trial call; none where the timetable has no such class. */
  trialClass?: GymClassName;
}

/** A home page tile's facts (featured-classes-facts.ts); its name is a word. */
export type FeaturedClassFacts = Omit<FeaturedClass, 'name'>;
