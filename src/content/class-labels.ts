/**
 * The name each class is shown by. The names in class-names.ts are also identifiers (saved
 * classes, the contact form's `?class=`, the timetable), so they never change; a translation
 * changes only these labels.
 */
import type { GymClassName } from './class-names';

export const classLabels: Readonly<Record<GymClassName, string>> = {
  'Body Building': 'Body Building',
  Boxing: 'Boxing',
  Running: 'Running',
  Fitness: 'Fitness',
  Yoga: 'Yoga',
  Workout: 'Workout',
  Karate: 'Karate',
  Meditation: 'Meditation',
  Cycling: 'Cycling',
  Crossfit: 'Crossfit',
  'Power Lifting': 'Power Lifting',
  Mma: 'Mma',
};
