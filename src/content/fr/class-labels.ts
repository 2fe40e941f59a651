/** French names the classes are shown by; the keys are identifiers and stay English. */

import type * as English from '../class-labels';
import type { GymClassName } from '../class-names';
import type { TranslationOf } from '../translation';

export const classLabels: Readonly<Record<GymClassName, string>> = {
  'Body Building': 'Musculation',
  Boxing: 'Boxe',
  Running: 'Course à pied',
  Fitness: 'Fitness',
  Yoga: 'Yoga',
  Workout: 'Workout',
  Karate: 'Karaté',
  Meditation: 'Méditation',
  Cycling: 'Cycling',
  Crossfit: 'CrossFit',
  'Power Lifting': 'Powerlifting',
  Mma: 'MMA',
};

export type Complete = TranslationOf<typeof English, typeof import('./class-labels')>;
