/** French words of the home page's BMI calculator and its table (the categories' keys stay English). */

import type * as English from '../bmi';
import type { BmiCategory } from '../bmi';
import type { TranslationOf } from '../translation';

/** The form's name for screen readers. */
export const formName: string = 'Calculateur d’IMC';
export const weightLabel: string = 'Poids (kg)';
export const weightPlaceholder: string = 'Poids / kg';
export const heightLabel: string = 'Taille (cm)';
export const heightPlaceholder: string = 'Taille / cm';
export const calculate: string = 'Calculer';
/** For an empty, non-numeric or implausible weight or height. */
export const invalidMessage: string = 'Veuillez saisir un poids et une taille valides';
/** Before the figure: "Votre IMC est de 22,4". */
export const yourBmi: string = 'Votre IMC est de';
/** Before the category's name: "Catégorie : Poids normal". */
export const resultCategory: string = 'Catégorie :';
/** The categories' shown names (the keys stay English: they are identifiers). */
export const categoryNames: Readonly<Record<BmiCategory, string>> = {
  Underweight: 'Poids insuffisant',
  Normal: 'Poids normal',
  Overweight: 'Surpoids',
};

// The table of categories.
export const tableCaption: string = 'Catégories d’IMC';
export const bmiColumn: string = 'IMC';
export const categoryColumn: string = 'Catégorie';
/** The three ranges: "Moins de 20", "De 20 à moins de 27", "27 et plus". */
export const rangeBelow = (limit: number): string => `Moins de ${limit}`;
export const rangeFromTo = (from: number, upTo: number): string => `De ${from} à moins de ${upTo}`;
export const rangeAndAbove = (limit: number): string => `${limit} et plus`;

export type Complete = TranslationOf<typeof English, typeof import('./bmi')>;
