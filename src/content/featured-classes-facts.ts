/**
 * The six class tiles of the home page, with the weekday and time the spec gives each, the same
 * in every language (their names: featured-classes-words.ts). These are the home page's own
 * times: they need not match the timetable on /schedule. `trialClass` is the timetable's class a
 * tile's free trial call books (Martial Arts has none: the timetable holds no Mma).
 */

import cyclingImage from '@/assets/images/classes/cycling.svg?w=400;800&picture';
import karateImage from '@/assets/images/classes/karate.svg?w=400;800&picture';
import meditationImage from '@/assets/images/classes/meditation.svg?w=400;800&picture';
import mmaImage from '@/assets/images/classes/mma.svg?w=400;800&picture';
import powerLiftingImage from '@/assets/images/classes/power-lifting.svg?w=400;800&picture';
import workoutImage from '@/assets/images/classes/workout.svg?w=400;800&picture';
import type { FeaturedClassFacts } from './featured-classes-types';

export const featuredClassFacts = [
  { id: 'cycling', trialClass: 'Cycling', day: 'wednesday', time: '9:00am-10:00am', image: cyclingImage },
  { id: 'karate', trialClass: 'Karate', day: 'friday', time: '10:00am-11:00am', image: karateImage },
  { id: 'power', trialClass: 'Power Lifting', day: 'saturday', time: '9:00am-10:00am', image: powerLiftingImage },
  { id: 'meditation', trialClass: 'Meditation', day: 'friday', time: '1:00pm-2:00pm', image: meditationImage },
  { id: 'martial-arts', day: 'sunday', time: '6:00pm-7:00pm', image: mmaImage },
  { id: 'workout', trialClass: 'Workout', day: 'monday', time: '4:00pm-5:00pm', image: workoutImage },
] as const satisfies readonly FeaturedClassFacts[];

export type FeaturedClassId = (typeof featuredClassFacts)[number]['id'];
