/** Arabic words of the home page's BMI calculator and its table (the category keys stay English identifiers). */

import type * as English from '../bmi';
import type { BmiCategory } from '../bmi';
import type { TranslationOf } from '../translation';

/** The form's name for screen readers. */
export const formName: string = 'حاسبة مؤشّر كتلة الجسم';
export const weightLabel: string = 'الوزن (كغ)';
export const weightPlaceholder: string = 'الوزن / كغ';
export const heightLabel: string = 'الطول (سم)';
export const heightPlaceholder: string = 'الطول / سم';
export const calculate: string = 'احسب';
/** For an empty, non-numeric or implausible weight or height. */
export const invalidMessage: string = 'يُرجى إدخال وزن وطول صحيحين';
/** Before the figure: "مؤشّر كتلة جسمك: 22.4". */
export const yourBmi: string = 'مؤشّر كتلة جسمك:';
/** Before the category's name: "الفئة: وزن طبيعي". */
export const resultCategory: string = 'الفئة:';
/** The categories' shown names (the keys stay English: they are identifiers). */
export const categoryNames: Readonly<Record<BmiCategory, string>> = {
  Underweight: 'نقص في الوزن',
  Normal: 'وزن طبيعي',
  Overweight: 'زيادة في الوزن',
};

// The table of categories.
export const tableCaption: string = 'فئات مؤشّر كتلة الجسم';
export const bmiColumn: string = 'مؤشّر كتلة الجسم';
export const categoryColumn: string = 'الفئة';
/** The three ranges: "أقلّ من 20"، "من 20 إلى أقلّ من 27"، "27 فأكثر". */
export const rangeBelow = (limit: number): string => `أقلّ من ${limit}`;
export const rangeFromTo = (from: number, upTo: number): string => `من ${from} إلى أقلّ من ${upTo}`;
export const rangeAndAbove = (limit: number): string => `${limit} فأكثر`;

export type Complete = TranslationOf<typeof English, typeof import('./bmi')>;
