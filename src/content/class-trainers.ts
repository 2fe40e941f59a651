/**
 * Who teaches each class (the spec names no trainer). One table for the classes page and the
 * timetable, so a card and a schedule row never disagree. Salma: yoga, meditation and the
 * steady cardio classes; Karim: strength; Youssef: running and the combat sports. That keeps
 * each coach's week to between seven and ten timetable classes.
 */
import type { GymClassName } from './class-names';
import type { TrainerId } from './trainers-facts';

export const classTrainerIds: Readonly<Record<GymClassName, TrainerId>> = {
  Yoga: 'salma-ben-amor',
  Meditation: 'salma-ben-amor',
  Cycling: 'salma-ben-amor',
  Fitness: 'salma-ben-amor',
  Crossfit: 'karim-trabelsi',
  'Body Building': 'karim-trabelsi',
  'Power Lifting': 'karim-trabelsi',
  Workout: 'karim-trabelsi',
  Running: 'youssef-gharbi',
  Boxing: 'youssef-gharbi',
  Karate: 'youssef-gharbi',
  Mma: 'youssef-gharbi',
};
