/**
 * The classes page's twelve cards. The first eight are the default list, in the spec's order;
 * the last four appear when the list is expanded. Times are slots of the weekly timetable
 * (schedule pages), so a card never promises a class the timetable does not have, with one
 * exception: Mma, which the timetable does not list at all, meets in a slot nothing else uses.
 */
import bodyBuilding from '@/assets/images/classes/body-building.svg?w=400;800&picture';
import boxing from '@/assets/images/classes/boxing.svg?w=400;800&picture';
import crossfit from '@/assets/images/classes/crossfit.svg?w=400;800&picture';
import cycling from '@/assets/images/classes/cycling.svg?w=400;800&picture';
import fitness from '@/assets/images/classes/fitness.svg?w=400;800&picture';
import karate from '@/assets/images/classes/karate.svg?w=400;800&picture';
import meditation from '@/assets/images/classes/meditation.svg?w=400;800&picture';
import mma from '@/assets/images/classes/mma.svg?w=400;800&picture';
import powerLifting from '@/assets/images/classes/power-lifting.svg?w=400;800&picture';
import running from '@/assets/images/classes/running.svg?w=400;800&picture';
import workout from '@/assets/images/classes/workout.svg?w=400;800&picture';
import yoga from '@/assets/images/classes/yoga.svg?w=400;800&picture';
import type { Weekday } from '@/lib/weekdays';
import type { GymClassName } from './class-names';
import { classTrainerIds } from './class-trainers';
import type { TrainerId } from './trainers-facts';

/** When a class meets each week, e.g. Monday, 4:00pm-5:00pm (the timetable's spelling). */
export interface ClassTime {
  day: Weekday;
  hours: string;
}

export interface GymClass {
  /** Slug, also the name of the class's art in `assets/images/classes/`. */
  id: string;
  name: GymClassName;
  /** Trainer id of the coach who teaches it. */
  trainerId: string;
  time: ClassTime;
  /** The spec's quirk: Running shows one time in the 8-card list and another in the 12-card list. */
  expandedTime?: ClassTime;
  image: ImageAsset;
}

/** The spec's counts: 8 cards by default, 12 when expanded. */
export const COLLAPSED_CLASS_COUNT = 8;
export const EXPANDED_CLASS_COUNT = 12;

type ClassEntry = GymClass & { trainerId: TrainerId };

const classCards: readonly Omit<ClassEntry, 'trainerId'>[] = [
  {
    id: 'cycling',
    name: 'Cycling',
    time: { day: 'monday', hours: '6:00pm-7:00pm' },
    image: cycling,
  },
  {
    id: 'meditation',
    name: 'Meditation',
    time: { day: 'friday', hours: '4:00pm-5:00pm' },
    image: meditation,
  },
  {
    id: 'boxing',
    name: 'Boxing',
    time: { day: 'saturday', hours: '10:00pm-11:00pm' },
    image: boxing,
  },
  {
    id: 'karate',
    name: 'Karate',
    time: { day: 'friday', hours: '10:00pm-11:00pm' },
    image: karate,
  },
  {
    id: 'power-lifting',
    name: 'Power Lifting',
    time: { day: 'saturday', hours: '9:00am-10:00am' },
    image: powerLifting,
  },
  {
    id: 'workout',
    name: 'Workout',
    time: { day: 'friday', hours: '6:00pm-7:00pm' },
    image: workout,
  },
  {
    id: 'crossfit',
    name: 'Crossfit',
    time: { day: 'friday', hours: '9:00am-10:00am' },
    image: crossfit,
  },
  {
    id: 'running',
    name: 'Running',
    // Spec quirk: Running's time differs between the 8-card and the 12-card list; both are its timetable slots.
    time: { day: 'monday', hours: '4:00pm-5:00pm' },
    expandedTime: { day: 'sunday', hours: '4:00pm-5:00pm' },
    image: running,
  },
  {
    id: 'body-building',
    name: 'Body Building',
    time: { day: 'monday', hours: '10:00pm-11:00pm' },
    image: bodyBuilding,
  },
  {
    id: 'mma',
    name: 'Mma',
    // Not on the timetable: Tuesday's free fourth slot (Tuesday has only three classes).
    time: { day: 'tuesday', hours: '6:00pm-7:00pm' },
    image: mma,
  },
  {
    id: 'yoga',
    name: 'Yoga',
    time: { day: 'saturday', hours: '4:00pm-5:00pm' },
    image: yoga,
  },
  {
    id: 'fitness',
    name: 'Fitness',
    time: { day: 'monday', hours: '9:00am-10:00am' },
    image: fitness,
  },
];

/** The cards with their coach, from the table the timetable uses too. */
export const gymClasses: readonly ClassEntry[] = classCards.map((card) => ({
  ...card,
  trainerId: classTrainerIds[card.name],
}));
