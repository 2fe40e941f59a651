/**
 * Every word of the home page's BMI calculator and its table (the section's heading and intro:
 * home.ts); the rule that picks a category is src/pages/home/bmi.ts. Constants of their own rather than
 * fields of one object: the build writes each constant's text where it is used, so on the home
 * page's first load these words cost what they did as text in the components.
 */

/** The BMI calculator's categories (src/pages/home/bmi.ts): identifiers, whose shown names follow. */
export type BmiCategory = 'Underweight' | 'Normal' | 'Overweight';

/** The form's name for screen readers. */
export const formName: string = 'BMI calculator';
export const weightLabel: string = 'Weight (kg)';
export const weightPlaceholder: string = 'Weight / kg';
export const heightLabel: string = 'Height (cm)';
export const heightPlaceholder: string = 'Height / cm';
export const calculate: string = 'Calculate';
/** For an empty, non-numeric or implausible weight or height. */
export const invalidMessage: string = 'Please enter a valid weight and height';
/** Before the figure: "Your BMI is 22.4". */
export const yourBmi: string = 'Your BMI is';
/** Before the category's name: "Category: Normal". */
export const resultCategory: string = 'Category:';
/** The categories' shown names (the keys stay English: they are identifiers). */
export const categoryNames: Readonly<Record<BmiCategory, string>> = {
  Underweight: 'Underweight',
  Normal: 'Normal',
  Overweight: 'Overweight',
};

// The table of categories.
export const tableCaption: string = 'BMI categories';
export const bmiColumn: string = 'BMI';
export const categoryColumn: string = 'Category';
/** The three ranges: "Below 20", "20 to under 27", "27 and above". */
export const rangeBelow = (limit: number): string => `Below ${limit}`;
export const rangeFromTo = (from: number, upTo: number): string => `${from} to under ${upTo}`;
export const rangeAndAbove = (limit: number): string => `${limit} and above`;
