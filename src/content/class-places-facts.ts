/**
 * How many people one class session takes, the same in every language: facts the owner sets.
 * firestore.rules repeats them (tests/firestore-rules-sources.test.ts keeps the two equal), so a
 * class never takes more people than its room holds, whoever writes.
 */
import type { GymClassName } from './class-names';

/** Places in a session of any class the room does not limit further. */
export const DEFAULT_CLASS_PLACES = 20;

/** Classes whose room sets a smaller number: one bike each in Cycling. */
export const classPlaces: Readonly<Partial<Record<GymClassName, number>>> = {
  Cycling: 12,
};

/**
 * The share of a session's places free trial visitors may take, so a trainer is never swamped
 * by newcomers; members book the rest.
 */
export const TRIAL_PLACES_PER_SESSION = 3;

export function placesOf(className: GymClassName): number {
  return classPlaces[className] ?? DEFAULT_CLASS_PLACES;
}
