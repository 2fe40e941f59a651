/** Arabic: the name each class is shown by (the keys are identifiers and stay English). */

import type * as English from '../class-labels';
import type { GymClassName } from '../class-names';
import type { TranslationOf } from '../translation';

export const classLabels: Readonly<Record<GymClassName, string>> = {
  'Body Building': 'كمال الأجسام',
  Boxing: 'الملاكمة',
  Running: 'الجري',
  Fitness: 'اللياقة البدنية',
  Yoga: 'اليوغا',
  Workout: 'التمارين',
  Karate: 'الكاراتيه',
  Meditation: 'التأمل',
  Cycling: 'ركوب الدراجات',
  Crossfit: 'كروسفيت',
  'Power Lifting': 'رفع الأثقال القوي',
  Mma: 'فنون القتال المختلطة',
};

export type Complete = TranslationOf<typeof English, typeof import('./class-labels')>;
